import type { Tournament, TournamentTeam } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { useRaceText } from "./race-text.ts";

/** A team's badge: its image when the race names one, else its initial on the team's colour. */
function TeamBadge({ team }: { team: TournamentTeam }) {
  const { t } = useTranslation();
  const [image] = team.images;
  return image ? (
    <img className="race-team__badge" src={image} alt="" width={48} height={48} />
  ) : (
    <span className={`race-team__badge race-team__badge--${team.slug}`} aria-hidden="true">
      {t(`tournaments.teams.${team.slug}`, { defaultValue: team.slug }).charAt(0)}
    </span>
  );
}

/**
 * Spec §3 `teams`: the standings by total points, the player's team marked; before joining, each
 * team offers to be joined (the race's own join button takes the smallest team).
 */
export function TeamStandings({
  race,
  onJoin,
  joiningTeam,
  canJoin,
}: {
  race: Tournament;
  onJoin: (teamId: number) => void;
  joiningTeam: number | null;
  /** False until the page's script runs, and while a join is on its way. */
  canJoin: boolean;
}) {
  const { t } = useTranslation();
  const text = useRaceText();
  const canPick = race.isOpen && !race.isSubscribed && race.isSubscriptionRequired;
  const leading = Math.max(1, ...race.teams.map((team) => team.totalPoints));
  const teams = [...race.teams].sort((a, b) => a.place - b.place);
  return (
    <section className="race-section race-teams" aria-labelledby="race-teams-title">
      <h2 id="race-teams-title" className="race-section__title">
        {canPick ? t("tournaments.team.pick") : t("tournaments.team.title")}
      </h2>
      {canPick ? <p className="race-section__lead">{t("tournaments.team.pickHint")}</p> : null}
      <ol className="race-teams__list" aria-label={t("tournaments.team.caption")}>
        {teams.map((team) => {
          const name = t(`tournaments.teams.${team.slug}`, { defaultValue: team.slug });
          return (
            <li
              key={team.id}
              className={`race-team race-team--${team.slug}${team.isPlayerTeam ? " race-team--yours" : ""}`}
              aria-current={team.isPlayerTeam ? "true" : undefined}
            >
              <span className="race-team__place">{text.place(team.place)}</span>
              <TeamBadge team={team} />
              <div className="race-team__body">
                <p className="race-team__name">
                  {name}
                  {team.isPlayerTeam ? <span className="race-tag">{t("tournaments.team.yours")}</span> : null}
                </p>
                <p className="race-team__meta">
                  {t("tournaments.team.members", { count: team.members })} · {text.points(team.totalPoints)}
                </p>
                <meter
                  className="race-team__bar"
                  min={0}
                  max={leading}
                  value={team.totalPoints}
                  aria-hidden="true"
                />
              </div>
              {canPick ? (
                <Button
                  variant="secondary"
                  className="race-team__join"
                  onClick={() => onJoin(team.id)}
                  isBusy={joiningTeam === team.id}
                  disabled={!canJoin && joiningTeam !== team.id}
                >
                  {t("tournaments.team.join", { team: name })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
