/**
 * The promotions a theme runs, as the site asks for them: `GET /rest/features-games-info/info/`
 * (spec §3 "Feature-info response") and the promotions page. Each promotion module registers its
 * feature: the key its info sits under, and how it answers for a visitor. Features no module has
 * registered answer inactive, with `null` info.
 */
import {
  type DailyWheelInfo,
  FEATURE_INFO_KEYS,
  type FeatureInfoKey,
  type FeaturesGamesInfo,
  type PromotionCard,
  type ThemeId,
} from "@reelhouse/contract";

export interface PromotionVisitor {
  playerId: string | null;
  theme: ThemeId;
  /** The IANA time zone the browser reported, if any. */
  reportedTimeZone: string | null;
}

export interface PromotionFeature<Info> {
  key: FeatureInfoKey;
  /** The visitor's info, or null when the feature is off for the theme (or for guests). */
  info(visitor: PromotionVisitor): Promise<Info | null>;
  /** The feature's card on the promotions page for a player; null when it is off for the theme. */
  card(visitor: PromotionVisitor & { playerId: string }): Promise<PromotionCard | null>;
}

/** The daily wheel, which answers the response's own `availableWheel`, `boosterWheel` and `extraWheel`. */
export interface WheelFeature extends Omit<PromotionFeature<DailyWheelInfo>, "key"> {
  /** The visitor's booster or extra wheel spins waiting (none for guests or where it is off). */
  waiting(visitor: PromotionVisitor, kind: "booster" | "extra"): Promise<{ id: string }[]>;
}

export function createFeatureRegistry() {
  const features: PromotionFeature<unknown>[] = [];
  let wheel: WheelFeature | null = null;

  return {
    register<Info>(feature: PromotionFeature<Info>): void {
      features.push(feature as PromotionFeature<unknown>);
    },

    registerWheel(feature: WheelFeature): void {
      wheel = feature;
    },

    async featuresGamesInfo(visitor: PromotionVisitor): Promise<FeaturesGamesInfo> {
      const featuresInfo = Object.fromEntries(FEATURE_INFO_KEYS.map((key) => [key, null])) as Record<
        FeatureInfoKey,
        unknown
      >;
      const [answers, wheelInfo, boosters, extras] = await Promise.all([
        Promise.all(features.map(async (feature) => [feature.key, await feature.info(visitor)] as const)),
        wheel?.info(visitor) ?? null,
        wheel?.waiting(visitor, "booster") ?? [],
        wheel?.waiting(visitor, "extra") ?? [],
      ]);
      for (const [key, info] of answers) featuresInfo[key] = info;
      const statusFeatures = Object.fromEntries(
        FEATURE_INFO_KEYS.map((key) => [key, { isActive: featuresInfo[key] !== null }]),
      ) as FeaturesGamesInfo["statusFeatures"];
      return {
        isGuest: visitor.playerId === null,
        availableWheel: { data: wheelInfo },
        boosterWheel: boosters.length > 0 ? { wheels: boosters } : null,
        extraWheel: extras,
        // Each registered feature answers its own key's shape (checked again by the route's schema).
        featuresInfo: featuresInfo as FeaturesGamesInfo["featuresInfo"],
        statusFeatures,
      };
    },

    async cards(visitor: PromotionVisitor & { playerId: string }): Promise<PromotionCard[]> {
      const cards = await Promise.all(
        [...features, ...(wheel ? [wheel] : [])].map((feature) => feature.card(visitor)),
      );
      return cards.filter((card) => card !== null);
    },
  };
}
