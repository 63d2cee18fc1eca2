/**
 * What every game shows about itself: its RTP, its volatility and its badges (new, hot, jackpot,
 * bonus buy). The words are worked out once per list (`useGameFacts`), not once per tile: a lobby
 * renders dozens of tiles on every server render.
 */
import type { Locale } from "@reelhouse/contract";
import { type Game, VOLATILITY_CLASSES } from "@reelhouse/contract/games";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site.ts";

type Volatility = Game["volatility"];
export type Badge = "new" | "hot" | "jackpot" | "bonusBuy";
const BADGES: readonly Badge[] = ["new", "hot", "jackpot", "bonusBuy"];

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** Stands for a value in a message translated once and filled in many times. */
export const PLACEHOLDER = "\u0000";

/** The declared return to player, two decimals in the page's language ("96.53%"). */
function formatRtp(rtp: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return format.format(rtp / 100);
}

export interface GameFacts {
  /** "96.53%". */
  rtpPercent(rtp: number): string;
  /** "RTP 96.53%". */
  rtpLabel(rtp: number): string;
  /** "High", and "High volatility". */
  volatility: Record<Volatility, { level: string; label: string }>;
  badges: Record<Badge, string>;
  badgesLabel: string;
}

/** One set of words per language: the translations of a loaded language never change. */
const factsByLanguage = new Map<Locale, GameFacts>();

function gameFacts(t: TFunction, locale: Locale): GameFacts {
  const rtpTemplate = t("games.rtp", { rtp: PLACEHOLDER });
  const volatility = Object.fromEntries(
    VOLATILITY_CLASSES.map((each) => {
      const level = t(`games.volatility.${each}`);
      return [each, { level, label: t("games.volatility.label", { level }) }];
    }),
  ) as GameFacts["volatility"];
  return {
    rtpPercent: (rtp) => formatRtp(rtp, locale),
    rtpLabel: (rtp) => rtpTemplate.replace(PLACEHOLDER, formatRtp(rtp, locale)),
    volatility,
    badges: Object.fromEntries(
      BADGES.map((badge) => [badge, t(`games.badges.${badge}`)]),
    ) as GameFacts["badges"],
    badgesLabel: t("games.badges.label"),
  };
}

export function useGameFacts(): GameFacts {
  const { t } = useTranslation();
  const { locale } = useSite();
  let facts = factsByLanguage.get(locale);
  if (!facts) {
    facts = gameFacts(t, locale);
    factsByLanguage.set(locale, facts);
  }
  return facts;
}

/**
 * Four bars, as many lit as the volatility is high (drawn by CSS from the class). Beside them:
 * nothing visible (the words are for screen readers), the level ("High", under a "Volatility"
 * heading) or the whole label ("High volatility").
 */
export function VolatilityMeter({
  volatility,
  facts,
  text = "hidden",
}: {
  volatility: Volatility;
  facts: GameFacts;
  text?: "hidden" | "level" | "label";
}) {
  const { level, label } = facts.volatility[volatility];
  return (
    <span className={`volatility volatility--${volatility}`} title={label}>
      {text === "hidden" ? (
        <span className="visually-hidden">{label}</span>
      ) : (
        <span className="volatility__text">{text === "level" ? level : label}</span>
      )}
    </span>
  );
}

export function gameBadges(game: Pick<Game, "isNew" | "isHot" | "hasJackpot" | "hasBonusBuy">): Badge[] {
  const badges: Badge[] = [];
  if (game.isNew) badges.push("new");
  if (game.isHot) badges.push("hot");
  if (game.hasJackpot) badges.push("jackpot");
  if (game.hasBonusBuy) badges.push("bonusBuy");
  return badges;
}

export function GameBadges({
  game,
  facts,
  className = "",
}: {
  game: Game;
  facts: GameFacts;
  className?: string;
}) {
  const badges = gameBadges(game);
  if (badges.length === 0) return null;
  return (
    <ul className={`game-badges ${className}`} aria-label={facts.badgesLabel}>
      {badges.map((badge) => (
        <li key={badge} className={`game-badge game-badge--${badge}`}>
          {facts.badges[badge]}
        </li>
      ))}
    </ul>
  );
}
