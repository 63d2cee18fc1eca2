import type { Tournament, TournamentLeader } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useRaceText } from "./race-text.ts";

/** The podium: first in the middle, raised; second to its left, third to its right. */
export function Podium({ leaders }: { leaders: readonly TournamentLeader[] }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const [first, second, third] = leaders;
  const steps = [second, first, third].filter((leader): leader is TournamentLeader => leader !== undefined);
  if (steps.length === 0) return null;
  return (
    <ol className="race-podium" aria-label={t("tournaments.leaderboard.podium")}>
      {steps.map((leader) => (
        <li
          key={leader.place}
          className={`race-podium__step race-podium__step--${leader.place}${leader.isPlayer ? " race-podium__step--you" : ""}`}
          value={leader.place}
        >
          <span className="race-podium__medal" aria-hidden="true">
            {leader.place}
          </span>
          <span className="race-podium__name">
            {leader.name}
            {leader.isPlayer ? <span className="race-tag">{t("tournaments.leaderboard.you")}</span> : null}
          </span>
          <span className="race-podium__points">{text.points(leader.points)}</span>
          {leader.prize ? <span className="race-podium__prize">{text.prize(leader.prize)}</span> : null}
          <span className="visually-hidden">{text.place(leader.place)}</span>
          <span className="race-podium__block" aria-hidden="true" />
        </li>
      ))}
    </ol>
  );
}

/**
 * The leaderboard as a table: the top places, and the player's own row after a gap when they
 * stand below them.
 */
export function LeaderTable({ race, from = 1 }: { race: Tournament; from?: number }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const rows = race.leaderboard.filter((row) => row.place >= from);
  const own = race.playerData;
  const isOwnShown = race.leaderboard.some((row) => row.isPlayer);
  const ownRow: TournamentLeader | null =
    own && own.place !== null && !isOwnShown
      ? {
          place: own.place,
          name: t("tournaments.leaderboard.you"),
          points: own.points,
          prize: own.prize,
          isPlayer: true,
          teamId: own.teamId,
        }
      : null;
  if (race.leaderboard.length === 0) {
    return <p className="race-empty">{t("tournaments.leaderboard.empty")}</p>;
  }
  if (rows.length === 0 && !ownRow) return null;
  const row = (leader: TournamentLeader) => (
    <tr
      key={`${leader.place}-${leader.isPlayer}`}
      className={leader.isPlayer ? "race-table__you" : undefined}
    >
      <td className="race-table__place">{text.place(leader.place)}</td>
      <th scope="row" className="race-table__name">
        {leader.name}
        {leader.isPlayer ? <span className="race-tag">{t("tournaments.leaderboard.you")}</span> : null}
      </th>
      <td className="race-table__points">{text.points(leader.points)}</td>
      <td className="race-table__prize">{leader.prize ? text.prize(leader.prize) : "–"}</td>
    </tr>
  );
  return (
    <table className="race-table">
      <caption className="visually-hidden">
        {t("tournaments.leaderboard.caption", { count: race.leaderboard.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("tournaments.leaderboard.place")}</th>
          <th scope="col">{t("tournaments.leaderboard.player")}</th>
          <th scope="col">{t("tournaments.leaderboard.points")}</th>
          <th scope="col">{t("tournaments.leaderboard.prize")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(row)}
        {ownRow ? (
          <>
            <tr className="race-table__gap">
              <td colSpan={4}>
                <span aria-hidden="true">⋯</span>
                <span className="visually-hidden">{t("tournaments.leaderboard.gap")}</span>
              </td>
            </tr>
            {row(ownRow)}
          </>
        ) : null}
      </tbody>
    </table>
  );
}
