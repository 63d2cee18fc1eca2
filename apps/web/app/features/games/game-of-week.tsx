import type { HomePageResponse } from "@reelhouse/contract/games";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { type Catalogue, providerName } from "./catalogue.ts";
import { GameBadges, useGameFacts, VolatilityMeter } from "./game-facts.tsx";
import { GameImage } from "./game-tile.tsx";
import { gameLinkProps, useGameHref } from "./use-games.ts";

export type GameOfWeekPick = NonNullable<HomePageResponse["payload"]["gameOfWeek"]>;

/** The game of the week: large art, what makes it worth a try, and the way in. */
export function GameOfWeek({ pick, catalogue }: { pick: GameOfWeekPick; catalogue: Catalogue }) {
  const { t } = useTranslation();
  const headingId = useId();
  const facts = useGameFacts();
  const gameHref = useGameHref();
  const game = catalogue.games[String(pick.gameId)];
  if (!game) return null;
  return (
    <section className="game-of-week" aria-labelledby={headingId}>
      <div className="game-of-week__art">
        <GameImage game={game} />
        <GameBadges game={game} facts={facts} className="game-of-week__badges" />
      </div>
      <div className="game-of-week__text">
        <p className="game-of-week__eyebrow">{t("games.gameOfWeek.title")}</p>
        <h2 className="game-of-week__name" id={headingId}>
          {game.name}
        </h2>
        <p className="game-of-week__provider">{providerName(catalogue, game.provider)}</p>
        <p className="game-of-week__description">{pick.description}</p>
        <p className="game-of-week__facts">
          <span>{facts.rtpLabel(game.rtp)}</span>
          <VolatilityMeter volatility={game.volatility} facts={facts} text="label" />
        </p>
        <ButtonLink {...gameLinkProps(gameHref(game.slug))} size="lg">
          {t("games.gameOfWeek.play", { name: game.name })}
        </ButtonLink>
      </div>
    </section>
  );
}
