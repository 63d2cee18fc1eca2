import type { Tournament } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { gamesOf, type RaceGames } from "./race-games.ts";
import type { RaceModal } from "./race-modals.tsx";
import { useRaceText } from "./race-text.ts";

/** The chequered flag and trophy of the hero, drawn in the theme's colours. */
function HeroArt() {
  return (
    <svg className="race-hero__art" viewBox="0 0 160 140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="race-checks" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" className="race-hero__check" />
          <rect x="8" y="8" width="8" height="8" className="race-hero__check" />
        </pattern>
      </defs>
      <path className="race-hero__flag" d="M18 18 C48 6 70 30 100 18 L100 66 C70 78 48 54 18 66 Z" />
      <path d="M18 18 C48 6 70 30 100 18 L100 66 C70 78 48 54 18 66 Z" fill="url(#race-checks)" />
      <rect className="race-hero__pole" x="12" y="12" width="6" height="118" rx="3" />
      <path
        className="race-hero__cup"
        d="M92 70h52v10c0 18-10 30-26 32-16-2-26-14-26-32zM88 74h-8c0 12 6 20 14 22M148 74h8c0 12-6 20-14 22"
      />
      <rect className="race-hero__cup" x="110" y="110" width="16" height="10" rx="2" />
      <rect className="race-hero__cup" x="100" y="120" width="36" height="8" rx="3" />
      <path className="race-hero__star" d="M118 80l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" />
    </svg>
  );
}

function Countdown({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const isRunning = race.status === "running";
  const left = useTimeLeft(isRunning ? race.end : race.start);
  return (
    <div className="race-hero__stat">
      <span className="race-hero__label">
        {t(isRunning ? "tournaments.hero.endsIn" : "tournaments.hero.startsIn")}
      </span>
      {/* Rendered on the server a moment before the browser: a minute may turn in between. */}
      <span className="race-hero__value" role="timer" suppressHydrationWarning>
        {left}
      </span>
    </div>
  );
}

/** Where the player stands, and what the next step up takes. */
function Standing({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const own = race.playerData;
  if (!own) return null;
  const hint =
    own.place === null
      ? t("tournaments.hero.firstRound", { amount: text.amount(race.minBet, race.currency) })
      : own.place === 1
        ? t("tournaments.hero.leading")
        : own.pointsToNextPrize !== null
          ? t(own.prize ? "tournaments.hero.toNextPlace" : "tournaments.hero.toPrize", {
              points: text.points(own.pointsToNextPrize),
            })
          : null;
  return (
    <div className="race-standing" aria-live="polite">
      <dl className="race-standing__figures">
        <div>
          <dt>{t("tournaments.hero.yourPlace")}</dt>
          <dd data-testid="race-place">
            {own.place === null ? t("tournaments.hero.noPlace") : text.place(own.place)}
          </dd>
        </div>
        <div>
          <dt>{t("tournaments.hero.yourPoints")}</dt>
          <dd data-testid="race-points">{text.points(own.points)}</dd>
        </div>
        {own.prize ? (
          <div>
            <dt>{t("tournaments.hero.yourPrize")}</dt>
            <dd>{text.prize(own.prize)}</dd>
          </div>
        ) : null}
      </dl>
      {hint ? <p className="race-standing__hint">{hint}</p> : null}
    </div>
  );
}

/**
 * The race on stage: its kind and art, prize pool, time left (or until it starts), the way in,
 * the player's standing and the games that count.
 */
export function RaceHero({
  race,
  games,
  onJoin,
  isJoining,
  canJoin,
  onOpen,
}: {
  race: Tournament;
  games: RaceGames;
  onJoin: () => void;
  isJoining: boolean;
  /** False until the page's script runs, and while another join is on its way. */
  canJoin: boolean;
  onOpen: (modal: RaceModal) => void;
}) {
  const { t } = useTranslation();
  const text = useRaceText();
  const to = useLocalizedPath();
  const isRunning = race.status === "running";
  const needsJoin = race.isSubscriptionRequired && !race.isSubscribed;
  const raceGames = gamesOf(race.games, games);
  return (
    <section className={`race-hero race-hero--${race.kind}`} aria-labelledby="race-hero-title">
      <div className="race-hero__top">
        <HeroArt />
        <div className="race-hero__intro">
          <p className={`race-hero__badge${isRunning ? " race-hero__badge--live" : ""}`}>
            {t(isRunning ? "tournaments.hero.live" : "tournaments.hero.upcoming")}
          </p>
          <h2 id="race-hero-title" className="race-hero__title">
            {t(`tournaments.kinds.${race.kind}`)}
          </h2>
          <p className="race-hero__blurb">{t(`tournaments.blurbs.${race.kind}`)}</p>
        </div>
        <div className="race-hero__stats">
          <div className="race-hero__stat race-hero__stat--pool">
            <span className="race-hero__label">{t("tournaments.hero.prizePool")}</span>
            <span className="race-hero__value race-hero__value--pool">{text.prize(race.prizePool)}</span>
          </div>
          <Countdown race={race} />
          <div className="race-hero__stat">
            <span className="race-hero__label">{t("tournaments.hero.entrants")}</span>
            <span className="race-hero__value">{t("tournaments.players", { count: race.entrants })}</span>
          </div>
        </div>
      </div>
      <div className="race-hero__actions">
        {needsJoin && race.isOpen ? (
          <Button size="lg" onClick={onJoin} isBusy={isJoining} disabled={!canJoin && !isJoining}>
            {t(race.isTeamBased ? "tournaments.hero.joinTeam" : "tournaments.hero.join")}
          </Button>
        ) : (
          <p className="race-hero__joined">
            {race.isSubscriptionRequired
              ? t("tournaments.hero.joined")
              : t("tournaments.hero.everyRoundCounts")}
          </p>
        )}
        <span className="race-hero__minbet">
          {t("tournaments.hero.minBet", { amount: text.amount(race.minBet, race.currency) })}
        </span>
        <div className="race-hero__links">
          {(["leaderboard", "prizes", "rules"] as const).map((modal) => (
            <Button key={modal} variant="ghost" onClick={() => onOpen(modal)} aria-haspopup="dialog">
              {t(`tournaments.hero.${modal}`)}
            </Button>
          ))}
        </div>
      </div>
      {race.isSubscribed || !race.isSubscriptionRequired ? <Standing race={race} /> : null}
      {raceGames.length > 0 ? (
        <div className="race-hero__games">
          <h3 className="race-hero__games-title">{t("tournaments.hero.games")}</h3>
          <ul className="race-games">
            {raceGames.map((game) => (
              <li key={game.id}>
                <Link
                  className="race-game"
                  to={`${to("/game")}?game=${encodeURIComponent(game.slug)}`}
                  aria-label={t("tournaments.hero.play", { name: game.name })}
                >
                  <img
                    className="race-game__img"
                    src={game.img}
                    alt=""
                    width={120}
                    height={160}
                    loading="lazy"
                  />
                  <span className="race-game__name">{game.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
