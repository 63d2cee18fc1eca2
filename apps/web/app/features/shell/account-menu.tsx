import { APP_VERSION, type Locale } from "@reelhouse/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { signOut } from "~/lib/session.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { type SitePlayer, useLocalizedPath, useSite } from "~/lib/use-site.ts";

/** The avatar's letter: the first name's initial once the player gave one, else the email's. */
export function avatarInitial({ firstName, email }: Pick<SitePlayer, "firstName" | "email">, locale: Locale) {
  // A string destructures by code point, so a letter outside the BMP stays whole.
  const [initial = ""] = firstName || email;
  return initial.toLocaleUpperCase(locale);
}

/** The signed-in player's menu: profile, verification and sign-out. A disclosure, not an ARIA menu. */
export function AccountMenu({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const { player, locale } = useSite();
  const to = useLocalizedPath();
  const [isOpen, setOpen] = useState(inline);
  const [isSigningOut, setSigningOut] = useState(false);
  const isHydrated = useHydrated();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (inline || !isOpen) return;
    const closeOnOutside = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", closeOnOutside);
    document.addEventListener("focusin", closeOnOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("mousedown", closeOnOutside);
      document.removeEventListener("focusin", closeOnOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [inline, isOpen]);

  if (!player) return null;
  const close = () => !inline && setOpen(false);

  return (
    <div className={`account-menu${inline ? " account-menu--inline" : ""}`} ref={root}>
      {inline ? null : (
        <button
          type="button"
          className="account-menu__toggle"
          aria-expanded={isOpen}
          aria-controls={listId}
          disabled={!isHydrated}
          onClick={() => setOpen((open) => !open)}
        >
          <span className="account-menu__avatar" aria-hidden="true">
            {avatarInitial(player, locale)}
          </span>
          {t("account.menu")}
        </button>
      )}
      <ul id={listId} className="account-menu__list" hidden={!isOpen}>
        <li className="account-menu__email">{player.email}</li>
        <li>
          <Link to={to("/profile")} onClick={close}>
            {t("account.profile")}
          </Link>
        </li>
        <li>
          <Link to={`${to("/profile")}#verify`} onClick={close}>
            {t("account.verification")}
          </Link>
        </li>
        {/* Spec §4: redeem is active only when the feature is on and the mode is SweepStakes. */}
        {player.isRedeemOffered && player.gameMode === "SweepStakes" ? (
          <li>
            <Link to={to("/redeem")} onClick={close}>
              {t("redemptions.menu")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={to("/transactions")} onClick={close}>
            {t("account.transactions")}
          </Link>
        </li>
        <li>
          <Link to={to("/game/history")} onClick={close}>
            {t("pages.gameHistory.title")}
          </Link>
        </li>
        <li>
          <Link to={to("/fairness")} onClick={close}>
            {t("pages.fairness.title")}
          </Link>
        </li>
        <li>
          <Link to={to("/game/responsible-play")} onClick={close}>
            {t("account.responsiblePlay")}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="account-menu__sign-out"
            disabled={isSigningOut || !isHydrated}
            onClick={() => {
              setSigningOut(true);
              signOut(locale, to("/"), player.id).catch(() => setSigningOut(false));
            }}
          >
            {t("account.signOut")}
          </button>
        </li>
        {/* For support: which build the player is on, where only a player who looks finds it. */}
        <li className="account-menu__version">{t("account.version", { version: APP_VERSION })}</li>
      </ul>
    </div>
  );
}
