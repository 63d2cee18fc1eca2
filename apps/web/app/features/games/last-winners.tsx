import type { LastWinner } from "@reelhouse/contract/games";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatGameAmount } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";
import { gameLinkProps, useGameHref } from "./use-games.ts";

/**
 * The latest wins across the site, newest first: who, on which game, how much and how many times
 * the bet; a jackpot says which tier it was.
 */
export function LastWinners({ winners }: { winners: readonly LastWinner[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const headingId = useId();
  const gameHref = useGameHref();
  if (winners.length === 0) return null;
  const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <section className="last-winners" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {t("games.winners.title")}
      </h2>
      <ul className="last-winners__list">
        {winners.map((winner) => (
          <li key={winner.id}>
            <Link className="winner" {...gameLinkProps(gameHref(winner.slug))}>
              <span className="winner__avatar" aria-hidden="true">
                {winner.playerName.slice(0, 1)}
              </span>
              <span className="winner__text">
                <span className="winner__name">{winner.playerName}</span>
                <span className="winner__game">{winner.gameName}</span>
              </span>
              <span className="winner__prize">
                <span className={`winner__amount winner__amount--${winner.currency}`}>
                  {t(`games.amount.${winner.currency}`, {
                    amount: formatGameAmount(winner.amount, winner.currency, locale),
                  })}
                </span>
                {winner.jackpot ? (
                  <span className={`winner__jackpot jackpot--${winner.jackpot}`}>
                    {t("games.winners.jackpot", { tier: t(`games.jackpots.tiers.${winner.jackpot}`) })}
                  </span>
                ) : winner.multiplier > 0 ? (
                  <span className="winner__multiplier">
                    {t("games.winners.multiplier", { multiplier: multiplier.format(winner.multiplier) })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
