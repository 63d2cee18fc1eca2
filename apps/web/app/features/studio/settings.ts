/**
 * What a player sets once and keeps across games and visits: sound, turbo, whether they have
 * confirmed playing at the top bet, and their last bet in each title. Kept in localStorage; a
 * browser that refuses storage plays with the defaults.
 */
const STORAGE_KEY = "reelhouse.studio.settings";

export interface StudioSettings {
  isSoundOn: boolean;
  isTurbo: boolean;
  hasConfirmedMaxBet: boolean;
  /** The bet level index last played in each title, by game id and currency. */
  bets: Record<string, number>;
}

const DEFAULT_SETTINGS: StudioSettings = {
  isSoundOn: true,
  isTurbo: false,
  hasConfirmedMaxBet: false,
  bets: {},
};

export function readSettings(storage: Pick<Storage, "getItem"> | null = safeStorage()): StudioSettings {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return DEFAULT_SETTINGS;
    const value = stored as Partial<StudioSettings>;
    return {
      isSoundOn: typeof value.isSoundOn === "boolean" ? value.isSoundOn : DEFAULT_SETTINGS.isSoundOn,
      isTurbo: typeof value.isTurbo === "boolean" ? value.isTurbo : DEFAULT_SETTINGS.isTurbo,
      hasConfirmedMaxBet: value.hasConfirmedMaxBet === true,
      bets: typeof value.bets === "object" && value.bets !== null ? value.bets : {},
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeSettings(
  settings: StudioSettings,
  storage: Pick<Storage, "setItem"> | null = safeStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused: the setting lasts for this visit only.
  }
}

export function betKey(gameId: string, currency: string): string {
  return `${gameId}:${currency}`;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
