import type { Currency, GameMode } from "@reelhouse/contract";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { formatBalance } from "~/lib/balance.ts";
import { useShownBalances } from "~/lib/balance-hold.ts";
import { switchGameModeMutation, useEntriesOff } from "~/lib/game-mode.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";

const NO_BALANCE = { coins: 0, entries: 0 };

const MODES: ReadonlyArray<{ mode: GameMode; currency: Currency }> = [
  { mode: "TournamentPoints", currency: "coins" },
  { mode: "SweepStakes", currency: "entries" },
];

/**
 * The header's balance (spec §1): coins and entries side by side, the current mode's one pressed.
 * Pressing the other switches the game mode, and the whole site follows it. The plus beside them
 * opens the cashier. While a game presents a round, its currency follows the reels
 * (lib/balance-hold.ts). While entries are off here (lib/game-mode.ts), their side says why instead
 * of switching.
 */
export function GameModeBalance() {
  const { t } = useTranslation();
  const { player, locale } = useSite();
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { mutate: switchMode, isPending } = useMutation({
    ...switchGameModeMutation(locale),
    onSuccess: () => revalidator.revalidate(),
    // The server refuses entries after a declined or coins-only location check, and says why.
    onError: (error) =>
      toast.show({
        message:
          error instanceof ApiError && error.reason === "ENTRIES_NOT_AVAILABLE"
            ? error.message
            : t("wallet.switchFailed"),
        tone: "dark",
      }),
  });
  const balance = useShownBalances(player?.balance ?? NO_BALANCE);
  const entriesOff = useEntriesOff();
  if (!player) return null;
  return (
    <fieldset className="game-mode-balance">
      <legend className="visually-hidden">{t("wallet.balance")}</legend>
      {MODES.map(({ mode, currency }) => {
        const isCurrent = player.gameMode === mode;
        const currencyName = t(`wallet.${currency}`);
        const isOff = currency === "entries" && entriesOff !== null && !isCurrent;
        return (
          <button
            key={mode}
            type="button"
            className={`game-mode-balance__option game-mode-balance__option--${currency}`}
            aria-pressed={isCurrent}
            aria-label={`${formatBalance(balance[currency], currency, locale)} ${currencyName}. ${
              isOff
                ? t(`wallet.entriesOff.${entriesOff}`)
                : t(isCurrent ? "wallet.playingWith" : "wallet.switchTo", { currency: currencyName })
            }`}
            aria-disabled={isOff || undefined}
            disabled={!isHydrated || isPending}
            onClick={() => {
              if (isOff) toast.show({ message: t(`wallet.entriesOff.${entriesOff}`), tone: "dark" });
              else if (!isCurrent) switchMode(mode);
            }}
          >
            <span className="game-mode-balance__icon" aria-hidden="true">
              {currency === "coins" ? "●" : "◆"}
            </span>
            <span className="game-mode-balance__amount">
              {formatBalance(balance[currency], currency, locale)}
            </span>
            <span className="game-mode-balance__currency">{currencyName}</span>
          </button>
        );
      })}
      <BuyButton />
    </fieldset>
  );
}

/**
 * Opens the cash widget over the current page (spec §2 `#cash`). The featured offer (app init
 * `currentOffer`) rides on it as a badge with its bonus, and the cashier opens on it.
 */
function BuyButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const offer = useSite().player?.featuredOffer ?? null;
  const label = offer
    ? t("cashier.openWithOffer", {
        offer: t(`cashier.badges.${offer.badge}`),
        percent: offer.bonusPercent,
      })
    : t("cashier.open");
  return (
    <Link className="game-mode-balance__buy" to={{ pathname, search, hash: "cash" }} aria-label={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {offer && offer.bonusPercent > 0 && (
        <span className="game-mode-balance__offer" aria-hidden="true">
          +{offer.bonusPercent}%
        </span>
      )}
    </Link>
  );
}
