/**
 * The race bar of the game page: for a game that counts in a running race the player takes part
 * in, their place, points and the time left, moving with every `tournament` message
 * (race-alerts.tsx lays each over this race). One slim line, so a phone keeps its game.
 */
import type { Tournament } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { gameRaceQuery } from "./api.ts";
import { useRaceText } from "./race-text.ts";
import "./race-bar.css";

function Bar({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const to = useLocalizedPath();
  const left = useTimeLeft(race.end);
  const own = race.playerData;
  if (!own) return null;
  return (
    <section className="race-bar" aria-label={t("tournaments.bar.label")}>
      <Link className="race-bar__race" to={to(race.isTeamBased ? "/group-races" : "/races")}>
        <span className="race-bar__flag" aria-hidden="true" />
        <span className="race-bar__name">{t(`tournaments.kinds.${race.kind}`)}</span>
      </Link>
      <dl className="race-bar__figures" aria-live="polite">
        <div>
          <dt>{t("tournaments.bar.place")}</dt>
          <dd data-testid="race-bar-place">
            {own.place === null ? t("tournaments.hero.noPlace") : text.place(own.place)}
          </dd>
        </div>
        <div>
          <dt>{t("tournaments.bar.points")}</dt>
          <dd data-testid="race-bar-points">{new Intl.NumberFormat(text.locale).format(own.points)}</dd>
        </div>
        <div className="race-bar__time">
          <dt>{t("tournaments.bar.timeLeft")}</dt>
          <dd>{left}</dd>
        </div>
      </dl>
    </section>
  );
}

export function RaceBar({ gameId }: { gameId: number }) {
  const { data: race } = useQuery(gameRaceQuery(gameId));
  const isTakingPart =
    race && race.status === "running" && (race.isSubscribed || !race.isSubscriptionRequired);
  return isTakingPart ? <Bar race={race} /> : null;
}
