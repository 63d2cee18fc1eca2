/**
 * The races on now and to come (but the one the page shows above) and the finished ones, 8 at a
 * time (spec §9), each with "Show more". Two races may run at once: every one is listed.
 */
import type { Tournament } from "@reelhouse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { type RaceList, type RaceMode, raceListQuery, type TournamentPage } from "./api.ts";
import { useRaceText } from "./race-text.ts";

function NextRace({
  race,
  onJoin,
  isJoining,
  canJoin,
}: {
  race: Tournament;
  onJoin: () => void;
  isJoining: boolean;
  canJoin: boolean;
}) {
  const { t } = useTranslation();
  const text = useRaceText();
  const when = race.isActive
    ? t("tournaments.next.running", { date: text.date(race.end) })
    : t("tournaments.next.starts", { date: text.date(race.start) });
  return (
    <li className={`race-card race-card--${race.kind}`}>
      <span className="race-card__art" aria-hidden="true" />
      <div className="race-card__body">
        <h3 className="race-card__title">{t(`tournaments.kinds.${race.kind}`)}</h3>
        <p className="race-card__when">{when}</p>
        <p className="race-card__pool">{text.prize(race.prizePool)}</p>
      </div>
      {race.isSubscribed ? (
        <span className="race-card__joined">{t("tournaments.next.joined")}</span>
      ) : race.isSubscriptionRequired && race.isOpen && !race.isTeamBased ? (
        <Button
          variant="secondary"
          className="race-card__action"
          onClick={onJoin}
          isBusy={isJoining}
          disabled={!canJoin && !isJoining}
          aria-label={`${t("tournaments.next.join")}: ${t(`tournaments.kinds.${race.kind}`)}, ${when}`}
        >
          {t("tournaments.next.join")}
        </Button>
      ) : null}
    </li>
  );
}

function PastRace({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const place = race.playerData?.place ?? null;
  return (
    <li className={`race-card race-card--past race-card--${race.kind}`}>
      <div className="race-card__body">
        <h3 className="race-card__title">{t(`tournaments.kinds.${race.kind}`)}</h3>
        <p className="race-card__when">{t("tournaments.history.ended", { date: text.date(race.end) })}</p>
        {place !== null ? (
          <p className="race-card__result">
            {t("tournaments.history.yourResult", { place: text.place(place) })}
          </p>
        ) : null}
      </div>
      {race.winners.length > 0 ? (
        <ol className="race-winners" aria-label={t("tournaments.history.winners")}>
          {race.winners.map((winner) => (
            <li key={winner.place} className={`race-winners__row race-winners__row--${winner.place}`}>
              <span className="race-winners__medal" aria-hidden="true">
                {winner.place}
              </span>
              <span className="visually-hidden">{text.place(winner.place)}</span>
              <span className="race-winners__name">{winner.name}</span>
              <span className="race-winners__points">{text.points(winner.points)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="race-card__none">{t("tournaments.history.noWinners")}</p>
      )}
    </li>
  );
}

export function RaceListSection({
  list,
  mode,
  firstPage,
  onJoin,
  joining,
  shownAbove = null,
}: {
  list: RaceList;
  mode: RaceMode;
  firstPage: TournamentPage;
  onJoin: (id: number) => void;
  joining: number | null;
  /** The race the page shows above the lists (not listed again). */
  shownAbove?: number | null;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(raceListQuery(list, mode, firstPage));
  const races = query.data.pages.flatMap((page) => page.tournaments).filter((race) => race.id !== shownAbove);
  const titleId = `races-${list}-title`;
  return (
    <section className="race-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="race-section__title">
        {t(`tournaments.${list}.title`)}
      </h2>
      {races.length === 0 ? (
        <p className="race-empty">{t(`tournaments.${list}.empty`)}</p>
      ) : (
        <ul className={`race-cards race-cards--${list}`}>
          {races.map((race) =>
            list === "next" ? (
              <NextRace
                key={race.id}
                race={race}
                onJoin={() => onJoin(race.id)}
                isJoining={joining === race.id}
                canJoin={joining === null}
              />
            ) : (
              <PastRace key={race.id} race={race} />
            ),
          )}
        </ul>
      )}
      {query.isFetchingNextPage ? (
        <Skeleton count={4} variant="card" label={t("tournaments.loading")} />
      ) : null}
      {query.hasNextPage && !query.isFetchingNextPage ? (
        <Button variant="secondary" className="race-section__more" onClick={() => void query.fetchNextPage()}>
          {t(`tournaments.${list}.showMore`)}
        </Button>
      ) : null}
    </section>
  );
}
