/**
 * Spec §2 `/races` (solo) and `/group-races` (team): the race on now (or the next to start) with
 * the player's standing and the live leaderboard, the team standings of a team race, the races to
 * come and the finished ones with their winners. Realtime moves the standing (race-alerts.tsx).
 */
import type { Tournament } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { currentRaceQuery, joinRaceMutation, type RaceMode, type RacesPageData } from "./api.ts";
import { LeaderTable, Podium } from "./leaderboard.tsx";
import type { RaceGames } from "./race-games.ts";
import { RaceHero } from "./race-hero.tsx";
import { RaceListSection } from "./race-lists.tsx";
import { type RaceModal, RaceModals } from "./race-modals.tsx";
import { useRaceText } from "./race-text.ts";
import { RaceWelcome } from "./race-welcome.tsx";
import { TeamStandings } from "./team-standings.tsx";
import "./tournaments.css";

const LEADERBOARD_REFRESH_MS = 15_000;

const PATHS: Record<RaceMode, string> = { solo: "/races", team: "/group-races" };

function ModeTabs({ mode }: { mode: RaceMode }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className="race-tabs" aria-label={t("tournaments.tabs.label")}>
      {(["solo", "team"] as const).map((each) => (
        <NavLink
          key={each}
          className="race-tabs__tab"
          to={to(PATHS[each])}
          aria-current={each === mode ? "page" : undefined}
          end
        >
          {t(`tournaments.tabs.${each}`)}
        </NavLink>
      ))}
    </nav>
  );
}

function NoRace({ next }: { next: Tournament | null }) {
  const { t } = useTranslation();
  const text = useRaceText();
  return (
    <section className="race-hero race-hero--none" aria-labelledby="race-none-title">
      <h2 id="race-none-title" className="race-hero__title">
        {t("tournaments.none.title")}
      </h2>
      <p className="race-hero__blurb">
        {next ? t("tournaments.none.next", { date: text.date(next.start) }) : t("tournaments.none.nothing")}
      </p>
    </section>
  );
}

function LiveLeaderboard({ race, onOpen }: { race: Tournament; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="race-section race-board" aria-labelledby="race-board-title">
      <div className="race-section__head">
        <h2 id="race-board-title" className="race-section__title">
          {t("tournaments.leaderboard.title")}
        </h2>
        {race.leaderboard.length > 3 ? (
          <button type="button" className="race-section__link" onClick={onOpen} aria-haspopup="dialog">
            {t("tournaments.leaderboard.all")}
          </button>
        ) : null}
      </div>
      <Podium leaders={race.winners} />
      <LeaderTable race={race} from={race.winners.length + 1} />
    </section>
  );
}

export function RacesPage({ initial, games }: { initial: RacesPageData; games: RaceGames }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { mode } = initial;
  const { data: race } = useQuery({
    ...currentRaceQuery(mode),
    initialData: initial.current,
    // The server tells a player their own standing when they score; the rest of the leaderboard
    // moves with others' rounds, read again while the race runs and the page is in view.
    refetchInterval: (query) => (query.state.data?.status === "running" ? LEADERBOARD_REFRESH_MS : false),
  });
  const join = useMutation({
    ...joinRaceMutation(locale, queryClient),
    onError: () => toast.show({ message: t("tournaments.hero.joinFailed"), tone: "error" }),
  });
  // A second press before the first one's busy state has rendered sends nothing more.
  const isSending = useRef(false);
  const joinRace = (id: number, teamId?: number) => {
    if (isSending.current) return;
    isSending.current = true;
    join.mutate(
      { id, ...(teamId === undefined ? {} : { teamId }) },
      {
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };
  // Joining needs the page's script: its buttons wait for it, so an early press is not lost.
  const isHydrated = useHydrated();
  const joining = !isHydrated ? -1 : join.isPending ? join.variables.id : null;
  const joiningTeam = join.isPending ? (join.variables.teamId ?? null) : null;
  const [modal, setModal] = useState<RaceModal | null>(null);
  const isLive = race !== null && race.status === "running";
  const nextToStart = isLive ? null : race;

  return (
    <div className={`races races--${mode}`}>
      <PageHeader title={t(`tournaments.title.${mode}`)} lead={t(`tournaments.lead.${mode}`)}>
        <ModeTabs mode={mode} />
      </PageHeader>
      {race ? (
        <>
          {isLive ? null : <NoRace next={nextToStart} />}
          <RaceHero
            race={race}
            games={games}
            onJoin={() => joinRace(race.id)}
            isJoining={joining === race.id && joiningTeam === null}
            canJoin={joining === null}
            onOpen={setModal}
          />
          <div className="races__columns">
            {race.isTeamBased && race.teams.length > 0 ? (
              <TeamStandings
                race={race}
                joiningTeam={joiningTeam}
                canJoin={joining === null}
                onJoin={(teamId) => joinRace(race.id, teamId)}
              />
            ) : null}
            {isLive ? <LiveLeaderboard race={race} onOpen={() => setModal("leaderboard")} /> : null}
          </div>
          <RaceModals race={race} games={games} open={modal} onClose={() => setModal(null)} />
        </>
      ) : (
        <NoRace next={null} />
      )}
      <div className="races__lists">
        <RaceListSection
          list="next"
          mode={mode}
          firstPage={initial.next}
          shownAbove={race?.id ?? null}
          joining={joining}
          onJoin={(id) => joinRace(id)}
        />
        <RaceListSection
          list="history"
          mode={mode}
          firstPage={initial.history}
          joining={null}
          onJoin={() => {}}
        />
      </div>
      <RaceWelcome mode={mode} />
    </div>
  );
}
