import type { RestrictionRule } from "@reelhouse/contract";

const SERVED = { entries: true, coins: true };
const COINS_ONLY = { entries: false, coins: true };
const NOT_SERVED = { entries: false, coins: false };

/**
 * The rules a new installation starts with: what a US sweepstakes operator commonly applies.
 * Operators edit them afterwards; the reasoning for each line is in docs/decisions/010.
 * Any area without a rule (every other country, US territories) is not served.
 */
export const DEFAULT_RULES: readonly RestrictionRule[] = [
  { area: "US", ...SERVED },
  { area: "CA", ...SERVED },
  // Prize promotions in Quebec need registration with the Régie and French-language rules.
  { area: "CA-QC", ...COINS_ONLY },
  // Treated as illegal gambling even with free-to-play coins.
  { area: "US-WA", ...NOT_SERVED },
  { area: "US-ID", ...NOT_SERVED },
  // Sweepstakes prizes banned by statute or pursued by the state gaming regulator.
  { area: "US-CA", ...COINS_ONLY },
  { area: "US-CT", ...COINS_ONLY },
  { area: "US-DE", ...COINS_ONLY },
  { area: "US-LA", ...COINS_ONLY },
  { area: "US-MI", ...COINS_ONLY },
  { area: "US-MT", ...COINS_ONLY },
  { area: "US-NJ", ...COINS_ONLY },
  { area: "US-NV", ...COINS_ONLY },
  { area: "US-NY", ...COINS_ONLY },
];
