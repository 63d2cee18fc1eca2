import type { GameMode } from "@reelhouse/contract";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { type BalanceCurrency, formatBalance } from "~/lib/balance.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { switchGameModeMutation } from "./api.ts";

const MODES: ReadonlyArray<{ mode: GameMode; currency: BalanceCurrency }> = [
  { mode: "TournamentPoints", currency: "coins" },
  { mode: "SweepStakes", currency: "entries" },
];

/**
 * The header's balance (spec §1): coins and entries side by side, the current mode's one pressed.
 * Pressing the other switches the game mode, and the whole site follows it.
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
    onError: () => toast.show({ message: t("wallet.switchFailed"), tone: "dark" }),
  });
  if (!player) return null;
  return (
    <fieldset className="game-mode-balance">
      <legend className="visually-hidden">{t("wallet.balance")}</legend>
      {MODES.map(({ mode, currency }) => {
        const isCurrent = player.gameMode === mode;
        const currencyName = t(`wallet.${currency}`);
        return (
          <button
            key={mode}
            type="button"
            className={`game-mode-balance__option game-mode-balance__option--${currency}`}
            aria-pressed={isCurrent}
            aria-label={`${formatBalance(player.balance[currency], currency, locale)} ${currencyName}. ${t(
              isCurrent ? "wallet.playingWith" : "wallet.switchTo",
              { currency: currencyName },
            )}`}
            disabled={!isHydrated || isPending}
            onClick={() => !isCurrent && switchMode(mode)}
          >
            <span className="game-mode-balance__icon" aria-hidden="true">
              {currency === "coins" ? "●" : "◆"}
            </span>
            <span className="game-mode-balance__amount">
              {formatBalance(player.balance[currency], currency, locale)}
            </span>
            <span className="game-mode-balance__currency">{currencyName}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
