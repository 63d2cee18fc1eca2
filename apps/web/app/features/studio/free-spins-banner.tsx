/**
 * The player's free spins in the game: the offer ("You have 10 free spins at 1,000") with the way
 * to play them, or to switch to the currency they are in; while they play, the counter ("Free spin
 * 3 of 10") and what they won so far; at the end, a card with the total won.
 */
import type { Currency, FreeSpins } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { formatGameAmount } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";
import { type FreeSpinRun, spinNumber } from "./free-spin-run.ts";

function GiftIcon() {
  return (
    <svg className="free-spins__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3.5 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3.5 1-5 1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FreeSpinsBanner({
  offer,
  elsewhere,
  run,
  isScratch,
  isBusy,
  onPlay,
  onLater,
  onSwitch,
}: {
  /** A grant playable here, in the game's currency. */
  offer: FreeSpins | null;
  /** A grant of this game in the other currency. */
  elsewhere: FreeSpins | null;
  run: FreeSpinRun | null;
  isScratch: boolean;
  /** A round plays (or autoplay runs): the offer waits. */
  isBusy: boolean;
  onPlay(grant: FreeSpins): void;
  onLater(): void;
  onSwitch(currency: Currency): void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const amount = (minor: number, currency: Currency) => formatGameAmount(minor, currency, locale);
  const currencyName = (currency: Currency) => t(`studio.currency.${currency}`);
  const kind = isScratch ? "cards" : "spins";

  if (run && !run.isOver) {
    return (
      <section className="free-spins free-spins--running" aria-label={t(`studio.freeSpins.${kind}.title`)}>
        <GiftIcon />
        <p className="free-spins__counter" aria-live="polite">
          {t(`studio.freeSpins.${kind}.counter`, { number: spinNumber(run), total: run.spinsTotal })}
        </p>
        <p className="free-spins__detail">
          {t("studio.freeSpins.wonSoFar", { amount: amount(run.won, run.currency) })}
        </p>
        {run.playing ? null : (
          <button type="button" className="free-spins__link" onClick={onLater} disabled={isBusy}>
            {t("studio.freeSpins.later")}
          </button>
        )}
      </section>
    );
  }
  if (offer) {
    return (
      <section className="free-spins" aria-label={t(`studio.freeSpins.${kind}.title`)}>
        <GiftIcon />
        <p className="free-spins__text">
          {t(`studio.freeSpins.${kind}.offer`, {
            count: offer.spinsRemain,
            bet: amount(offer.betLevel, offer.currency),
            currency: currencyName(offer.currency),
          })}
        </p>
        <button
          type="button"
          className="game-button game-button--primary free-spins__play"
          onClick={() => onPlay(offer)}
          disabled={isBusy}
        >
          {t(`studio.freeSpins.${kind}.play`)}
        </button>
      </section>
    );
  }
  if (elsewhere) {
    return (
      <section className="free-spins" aria-label={t(`studio.freeSpins.${kind}.title`)}>
        <GiftIcon />
        <p className="free-spins__text">
          {t(`studio.freeSpins.${kind}.elsewhere`, {
            count: elsewhere.spinsRemain,
            currency: currencyName(elsewhere.currency),
          })}
        </p>
        <button
          type="button"
          className="game-button free-spins__play"
          onClick={() => onSwitch(elsewhere.currency)}
          disabled={isBusy}
        >
          {t("studio.freeSpins.switch", { currency: currencyName(elsewhere.currency) })}
        </button>
      </section>
    );
  }
  return null;
}

/** The card at the end of a run: what its spins won in all. */
export function FreeSpinsSummary({
  run,
  isScratch,
  onClose,
}: {
  run: FreeSpinRun;
  isScratch: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const kind = isScratch ? "cards" : "spins";
  const heading = t(`studio.freeSpins.${kind}.done`);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with the card's button.
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap anywhere closes the card, as the game's others.
    <div className="game-card game-card--freeSpinsSummary" onClick={onClose}>
      <section className="game-card__box" aria-live="assertive" aria-label={heading}>
        <p className="game-card__eyebrow">
          {t(`studio.freeSpins.${kind}.played`, { count: run.spinsTotal })}
        </p>
        <h2 className="game-card__heading">{heading}</h2>
        <span className="game-card__text">
          {run.won > 0 ? t("studio.freeSpins.totalWon") : t("studio.freeSpins.noWin")}
        </span>
        {run.won > 0 ? (
          <span className="game-card__amount">{formatGameAmount(run.won, run.currency, locale)}</span>
        ) : null}
        <button type="button" className="game-card__continue" onClick={onClose}>
          {t("studio.cards.continue")}
        </button>
      </section>
    </div>
  );
}
