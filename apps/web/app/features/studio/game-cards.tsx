/**
 * The title cards over the game: free spins and hold-and-win intros and outros, big, mega and
 * epic wins counting up, jackpots, the round being resumed; and the short flash messages. A tap
 * anywhere, the space bar or the button skips a card.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CountingDisplay } from "./counting-display.ts";
import type { GameCard } from "./game-presenter.ts";

export function GameCards({
  card,
  flash,
  format,
  onSkip,
}: {
  card: GameCard | null;
  flash: { id: number; message: string } | null;
  format(minor: number): string;
  onSkip(): void;
}) {
  return (
    <>
      {card ? <Card card={card} format={format} onSkip={onSkip} /> : null}
      {flash ? (
        <p key={flash.id} className="game-flash" role="status">
          {flash.message}
        </p>
      ) : null}
    </>
  );
}

function CountingAmount({
  amount,
  seconds,
  format,
}: {
  amount: number;
  seconds: number;
  format(minor: number): string;
}) {
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const display = new CountingDisplay(() => element.current, format);
    display.set(0);
    void display.countTo(amount, seconds);
    return () => display.finish();
  }, [amount, seconds, format]);
  return <span ref={element} className="game-card__amount" />;
}

function Card({ card, format, onSkip }: { card: GameCard; format(minor: number): string; onSkip(): void }) {
  const { t } = useTranslation();
  let eyebrow: string | null = null;
  let heading: string;
  let body: ReactNode = null;
  switch (card.kind) {
    case "freeSpinsIntro":
      eyebrow = t("studio.cards.congratulations");
      heading = t("studio.cards.freeSpins");
      body = (
        <>
          <span className="game-card__amount">{card.spins}</span>
          <span className="game-card__text">{t("studio.cards.freeSpinsWon", { count: card.spins })}</span>
        </>
      );
      break;
    case "respinsIntro":
      eyebrow = t("studio.cards.congratulations");
      heading = t("studio.cards.holdAndWin");
      body = (
        <span className="game-card__text">{t("studio.cards.respinsRules", { count: card.respins })}</span>
      );
      break;
    case "featureOutro":
      eyebrow = card.tier ? t(`studio.cards.tier.${card.tier}`) : null;
      heading = t(
        card.feature === "freeSpins" ? "studio.cards.freeSpinsDone" : "studio.cards.holdAndWinDone",
      );
      body = (
        <>
          <span className="game-card__text">
            {t(card.isBelowStake ? "studio.cards.returned" : "studio.cards.totalWin")}
          </span>
          <span className="game-card__amount">{format(card.win)}</span>
        </>
      );
      break;
    case "bigWin":
      heading = t(`studio.cards.tier.${card.tier}`);
      body = <CountingAmount amount={card.win} seconds={card.seconds} format={format} />;
      break;
    case "jackpot":
      eyebrow = t("studio.cards.jackpot");
      heading = t(`studio.jackpots.${card.tier}`);
      body = <span className="game-card__amount">{format(card.win)}</span>;
      break;
    case "resume":
      heading = t(
        card.feature === "freeSpins" ? "studio.cards.resumeFreeSpins" : "studio.cards.resumeRespins",
      );
      break;
  }
  const tier = card.kind === "bigWin" ? card.tier : card.kind === "featureOutro" ? card.tier : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard skips with the space bar or the card's button.
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap anywhere on the card skips it, as in any slot.
    <div className={`game-card game-card--${card.kind}${tier ? ` game-card--${tier}` : ""}`} onClick={onSkip}>
      <section className="game-card__box" aria-live="assertive" aria-label={heading}>
        {eyebrow ? <p className="game-card__eyebrow">{eyebrow}</p> : null}
        <h2 className="game-card__heading">{heading}</h2>
        {body}
        <button type="button" className="game-card__continue" onClick={onSkip}>
          {t("studio.cards.continue")}
        </button>
      </section>
    </div>
  );
}
