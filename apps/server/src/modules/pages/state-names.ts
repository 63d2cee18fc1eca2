/**
 * US state names as a page in each language writes them. The geo rules name states in English;
 * Spanish has its own established names for some (Fundéu, RAE's Ortografía), and keeps the
 * English name for the rest.
 */
import type { Locale } from "@reelhouse/contract";

const SPANISH_NAMES: Readonly<Record<string, string>> = {
  DC: "Distrito de Columbia",
  HI: "Hawái",
  LA: "Luisiana",
  MI: "Míchigan",
  MO: "Misuri",
  MS: "Misisipi",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  NH: "Nuevo Hampshire",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  OR: "Oregón",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
};

export function stateName(state: { code: string; name: string }, locale: Locale): string {
  return (locale === "es" ? SPANISH_NAMES[state.code] : undefined) ?? state.name;
}
