/** The themes and what each can do: plain values, so every page can read them without loading zod. */

/** Spec §1: the nine white-label themes. */
export const THEME_IDS = [
  "funrize",
  "tao",
  "nlc",
  "fortuneWheelz",
  "funzCity",
  "jackpotRabbit",
  "sws",
  "scarletSands",
  "stormrush",
] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: ThemeId = "funrize";

/** The brand each theme shows to players (page titles, emails, app init `appName`). */
export const THEME_DISPLAY_NAMES: Readonly<Record<ThemeId, string>> = {
  funrize: "Funrize",
  tao: "Tao Fortune",
  nlc: "NoLimitCoins",
  fortuneWheelz: "Fortune Wheelz",
  funzCity: "FunzCity",
  jackpotRabbit: "Jackpot Rabbit",
  sws: "SweepsWin",
  scarletSands: "Scarlet Sands",
  stormrush: "Stormrush",
};

/** Spec §6: capabilities switched on per theme. */
export type ThemeCapability =
  | "authPage"
  | "lobbyPage"
  | "bingoStore"
  | "userCache"
  | "cache"
  | "questOptimization"
  | "openLink"
  | "customSupportChat"
  | "registrationCompletePage"
  | "vipBannerOffer"
  | "dailyLoginInfoInState";

const ALL = THEME_IDS;
const CAPABILITY_THEMES: Readonly<Record<ThemeCapability, readonly ThemeId[]>> = {
  authPage: ALL,
  lobbyPage: ALL.filter((id) => id !== "tao" && id !== "funrize"),
  bingoStore: ["funzCity", "jackpotRabbit"],
  userCache: ["nlc", "funzCity", "stormrush", "sws"],
  cache: ALL,
  questOptimization: ["funrize", "sws"],
  openLink: ["jackpotRabbit"],
  customSupportChat: ["nlc", "stormrush"],
  registrationCompletePage: ["nlc", "stormrush"],
  vipBannerOffer: ["nlc"],
  dailyLoginInfoInState: ["funrize", "sws", "funzCity"],
};

export function themeHas(theme: ThemeId, capability: ThemeCapability): boolean {
  return CAPABILITY_THEMES[capability].includes(theme);
}
