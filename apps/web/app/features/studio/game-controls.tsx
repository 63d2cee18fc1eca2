/**
 * The betting controls, in the thumb zone on phones and along the bottom on desktops: balance,
 * bet selector, the spin button, autoplay, turbo, the ante bet and the bonus buy, and the last win.
 */
import type { Currency } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { AutoplayRun } from "./autoplay.ts";

export function GameControls({
  title,
  currency,
  balanceRef,
  bet,
  betIndex,
  betLevels,
  lastWin,
  format,
  isReplay,
  isBusy,
  isCardCovered,
  isTurbo,
  autoplay,
  onSpin,
  onChooseBet,
  onToggleTurbo,
  onOpenAutoplay,
  onBuy,
  isAnte,
  isFreeSpin,
  spinCost,
  onToggleAnte,
}: {
  title: TitleInfo;
  currency: Currency;
  balanceRef: RefObject<HTMLOutputElement | null>;
  bet: number;
  betIndex: number;
  betLevels: readonly number[];
  lastWin: number;
  format(minor: number): string;
  isReplay: boolean;
  isBusy: boolean;
  isCardCovered: boolean;
  isTurbo: boolean;
  autoplay: AutoplayRun | null;
  onSpin(): void;
  onChooseBet(index: number): void;
  onToggleTurbo(): void;
  onOpenAutoplay(): void;
  onBuy(): void;
  /** The ante bet is on: a spin costs `spinCost`, the ante's share of the bet. */
  isAnte: boolean;
  /** Free spins play: the bet is theirs, and no autoplay, ante or buy goes with them. */
  isFreeSpin: boolean;
  spinCost: number;
  onToggleAnte(): void;
}) {
  const { t } = useTranslation();
  const currencyName = t(`studio.currency.${currency}`);
  const isScratch = title.mechanic === "scratch";
  const canChangeBet = !isBusy && autoplay === null && !isFreeSpin;
  return (
    <section className="game-controls" aria-label={t("studio.hud.controls")}>
      <div className="game-stat game-stat--balance" hidden={isReplay}>
        <span className="game-stat__label">{t("studio.hud.balance")}</span>
        <span className="game-stat__value">
          <span className={`game-stat__icon game-stat__icon--${currency}`} aria-hidden="true" />
          <output ref={balanceRef} aria-label={t("studio.hud.balance")} aria-live="off" />
          <span className="visually-hidden"> {currencyName}</span>
        </span>
      </div>
      {isReplay ? null : (
        <>
          <fieldset className="game-bet">
            <legend className="visually-hidden">{t("studio.hud.bet")}</legend>
            <button
              type="button"
              className="game-round-button"
              onClick={() => onChooseBet(betIndex - 1)}
              disabled={!canChangeBet || betIndex === 0}
              aria-label={t("studio.hud.betDown")}
            >
              −
            </button>
            <div className={`game-stat game-stat--bet${isFreeSpin ? " game-stat--free" : ""}`}>
              {isFreeSpin ? (
                // The stake is the free spins': the label says whose, in the width of the usual one.
                <span className="game-stat__label">
                  <span className="visually-hidden">
                    {t(isScratch ? "studio.hud.cardPrice" : "studio.hud.bet")}{" "}
                  </span>
                  <span className="game-stat__tag">{t("studio.freeSpins.free")}</span>
                </span>
              ) : (
                <span className="game-stat__label">
                  {t(isScratch ? "studio.hud.cardPrice" : "studio.hud.bet")}
                </span>
              )}
              <output className="game-stat__value" aria-live="polite">
                {format(bet)}
              </output>
            </div>
            <button
              type="button"
              className="game-round-button"
              onClick={() => onChooseBet(betIndex + 1)}
              disabled={!canChangeBet || betIndex >= betLevels.length - 1}
              aria-label={t("studio.hud.betUp")}
            >
              +
            </button>
          </fieldset>
          <div className="game-actions">
            <button
              type="button"
              className={`game-toggle${autoplay ? " game-toggle--on" : ""}`}
              onClick={onOpenAutoplay}
              disabled={(isBusy && autoplay === null) || isFreeSpin}
              aria-label={
                autoplay
                  ? t("studio.autoplay.stop", { count: autoplay.spinsLeft })
                  : t("studio.autoplay.open")
              }
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                {autoplay ? (
                  <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" />
                ) : (
                  <path
                    d="M20 12a8 8 0 1 1-2.4-5.7M20 4v4.5h-4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                )}
              </svg>
              <span className="game-toggle__label">
                {autoplay ? autoplay.spinsLeft : t("studio.autoplay.short")}
              </span>
            </button>
            <button
              type="button"
              className={`game-spin${isFreeSpin ? " game-spin--free" : ""}`}
              onClick={onSpin}
              disabled={isBusy || isCardCovered}
              aria-label={
                isFreeSpin
                  ? t(isScratch ? "studio.freeSpins.cards.button" : "studio.freeSpins.spins.button")
                  : t(isScratch ? "studio.hud.buyCard" : "studio.hud.spin")
              }
            >
              <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
                <path
                  d="M38 24a14 14 0 1 1-4.1-9.9M38 10v8h-8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="4.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <button
              type="button"
              className={`game-toggle${isTurbo ? " game-toggle--on" : ""}`}
              onClick={onToggleTurbo}
              aria-pressed={isTurbo}
              aria-label={t("studio.hud.turbo")}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M13.5 2.5L5 13.5h6l-1.5 8 8.5-11h-6z" fill="currentColor" />
              </svg>
              <span className="game-toggle__label">{t("studio.hud.turboShort")}</span>
            </button>
          </div>
        </>
      )}
      <div className="game-stat game-stat--win">
        <span className="game-stat__label">{t("studio.hud.lastWin")}</span>
        <span className="game-stat__value">{format(lastWin)}</span>
      </div>
      {(title.bonusBuy || title.ante) && !isReplay ? (
        <div className="game-extras">
          {title.ante ? (
            <button
              type="button"
              className={`game-buy game-ante${isAnte ? " game-ante--on" : ""}`}
              onClick={onToggleAnte}
              aria-pressed={isAnte}
              disabled={!canChangeBet}
            >
              <span className="game-buy__label">{t("studio.ante.label")}</span>
              <span className="game-buy__price">
                {isAnte ? t("studio.ante.stake", { amount: format(spinCost) }) : t("studio.ante.off")}
              </span>
            </button>
          ) : null}
          {title.bonusBuy ? (
            <button
              type="button"
              className="game-buy"
              onClick={onBuy}
              disabled={isBusy || autoplay !== null || isFreeSpin}
            >
              <span className="game-buy__label">{t("studio.buy.button")}</span>
              <span className="game-buy__price">{format(bet * title.bonusBuy.price)}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
