import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { ThemeLogo } from "~/components/ui/theme-logo.tsx";
import { Wordmark } from "~/components/ui/wordmark.tsx";
import { useHeaderItems } from "~/lib/header-items.tsx";
import { lobbyPath } from "~/lib/lobby.ts";
import { onDemand } from "~/lib/on-demand.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { MAIN_NAVIGATION } from "~/navigation.ts";
import { GameModeBalance } from "./game-mode-balance.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

// Only players see it, so it loads on demand and a guest's first load goes without it; its button
// waits for hydration anyway. The balance stays in the first load: a press on its buy link before
// its code arrived would be lost.
const AccountMenu = onDemand(() => import("./account-menu.tsx").then((module) => module.AccountMenu));

export function Brand() {
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <Link to={to("/")} className="brand">
      <ThemeLogo theme={theme} />
      <Wordmark theme={theme} />
    </Link>
  );
}

function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <ul className="nav-links">
      {MAIN_NAVIGATION.map((item) => (
        <li key={item.path}>
          {/* Spec §6: a theme without a lobby page has its lobby on the home. */}
          <NavLink
            to={to(item.path === "/lobby" ? lobbyPath(theme.id) : item.path)}
            end
            className="nav-links__link"
            onClick={onNavigate}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountActions({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const { isGuest } = useSite();
  const to = useLocalizedPath();
  if (!isGuest) {
    return (
      <Suspense fallback={null}>
        <AccountMenu inline={inline} />
      </Suspense>
    );
  }
  return (
    <div className="account-actions">
      <ButtonLink to={to("/signin")} variant="secondary">
        {t("common.signIn")}
      </ButtonLink>
      <ButtonLink to={to("/signup")}>{t("common.signUp")}</ButtonLink>
    </div>
  );
}

/** What other features add to the header (the notification bell), from the header-item registry. */
function FeatureItems() {
  const items = useHeaderItems();
  // An item loaded on demand (lib/on-demand.ts) shows nothing until its code arrives.
  return items.map(({ id, Component }) => (
    <Suspense key={id} fallback={null}>
      <Component />
    </Suspense>
  ));
}

export interface SiteHeaderProps {
  /** The main navigation; below 1024 px it moves into the menu drawer. */
  showNavigation?: boolean;
  /** Sign-in and sign-up for guests; on phones they move into the menu drawer. */
  showAccount?: boolean;
}

/**
 * Header with brand, language, and optionally the main navigation and account actions. What does
 * not fit moves into a drawer behind the menu button (app.css): the navigation and the language
 * below 1024 px, all but the brand on phones (up to 767 px), and a player's navigation at every
 * width.
 */
export function SiteHeader({ showNavigation = true, showAccount = true }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The drawer opens by script: before hydration a press would be lost, so the button waits.
  const isHydrated = useHydrated();
  const hasMenu = showNavigation || showAccount;
  const classes = [
    "site-header",
    showNavigation && "site-header--with-nav",
    hasMenu && "site-header--with-menu",
  ];
  return (
    <header className={classes.filter(Boolean).join(" ")}>
      <div className="site-header__inner">
        <Brand />
        {showNavigation ? (
          <nav className="site-header__nav" aria-label={t("common.mainNavigation")}>
            <NavigationLinks />
          </nav>
        ) : null}
        <div className="site-header__end">
          {showAccount ? <GameModeBalance /> : null}
          <LanguageSwitcher />
          {showAccount ? <FeatureItems /> : null}
          {showAccount ? <AccountActions /> : null}
          {hasMenu ? (
            <button
              type="button"
              className="site-header__menu-button"
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen}
              disabled={!isHydrated}
              onClick={() => setIsMenuOpen(true)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="visually-hidden">{t("common.menu")}</span>
            </button>
          ) : null}
        </div>
      </div>
      {hasMenu ? (
        <Modal
          isOpen={isMenuOpen}
          onClose={() => setIsMenuOpen(false)}
          title={t("common.menu")}
          closeLabel={t("common.close")}
          variant="drawer"
        >
          <div className="drawer-menu">
            {showNavigation ? (
              <nav aria-label={t("common.mainNavigation")}>
                <NavigationLinks onNavigate={() => setIsMenuOpen(false)} />
              </nav>
            ) : null}
            {showAccount ? <AccountActions inline /> : null}
            <LanguageSwitcher />
          </div>
        </Modal>
      ) : null}
    </header>
  );
}
