/**
 * What each page placeholder stands for (docs/operations.md lists them for operators), worded in
 * the page's language. Values are worked out only for the names a page uses, so a page without a
 * state list never reads the geo rules.
 */
import type { Locale, RestrictionInfo } from "@reelhouse/contract";
import type { Operator } from "@reelhouse/contract/brands";
import { MINOR_UNITS_PER_WHOLE } from "../../config/wallet.ts";
import { stateName } from "./state-names.ts";

/** A US state (or DC) with the currencies the geo rules offer there. */
export type StateAccess = RestrictionInfo["states"][number];

export interface PlaceholderSources {
  locale: Locale;
  /** The display name of the request's brand. */
  brandName: string;
  /** The effective operator of the request's brand (config `operators`). */
  operator: Readonly<Operator>;
  /** What every new account is given, in minor units (hundredths). */
  welcomeGrant: { readonly coins: number; readonly entries: number };
  /** How many times their amount free entries must be played before they can be redeemed. */
  playThroughMultiplier: number;
  /** Free entries by mail: what a credited card gives (minor units) and the limits on codes. */
  mailIn: {
    readonly entriesPerRequest: number;
    readonly maxWaitingCodes: number;
    readonly codeLifetimeDays: number;
  };
  /** The geo rules per US state and DC, as they are now. */
  loadStates(): Promise<readonly StateAccess[]>;
}

type Resolve = (
  sources: PlaceholderSources,
  states: () => Promise<readonly StateAccess[]>,
) => string | Promise<string>;

/** The states where the geo rules offer entries (`true`) or do not (`false`), as a list in words. */
const statesWith =
  (entries: boolean): Resolve =>
  async (s, states) =>
    stateList(
      s.locale,
      (await states()).filter((state) => state.entries === entries),
    );

const RESOLVERS: Readonly<Record<string, Resolve>> = {
  brand: (s) => s.brandName,
  "operator.legalName": (s) => s.operator.legalName,
  // One line each; the page text keeps the line breaks.
  "operator.address": (s) => s.operator.address.join("\n"),
  "operator.supportEmail": (s) => s.operator.supportEmail,
  "welcome.coins": (s) => formatNumber(s.locale, s.welcomeGrant.coins / MINOR_UNITS_PER_WHOLE),
  "welcome.entries": (s) => formatNumber(s.locale, s.welcomeGrant.entries / MINOR_UNITS_PER_WHOLE),
  "mailIn.entries": (s) => formatNumber(s.locale, s.mailIn.entriesPerRequest / MINOR_UNITS_PER_WHOLE),
  "mailIn.waitingCodes": (s) => formatNumber(s.locale, s.mailIn.maxWaitingCodes),
  "mailIn.codeDays": (s) => formatNumber(s.locale, s.mailIn.codeLifetimeDays),
  "entries.playThrough": (s) => `${formatNumber(s.locale, s.playThroughMultiplier)}×`,
  // Sweepstakes play is offered where entries are; free play alone does not make a state eligible.
  "states.eligible": statesWith(true),
  "states.excluded": statesWith(false),
};

/** The names this module can fill, for docs and tests. */
export const PLACEHOLDER_NAMES: readonly string[] = Object.keys(RESOLVERS);

/** Values for the given names; a name it does not know gets none (and stays as written). */
export async function placeholderValues(
  names: ReadonlySet<string>,
  sources: PlaceholderSources,
): Promise<Record<string, string>> {
  let states: Promise<readonly StateAccess[]> | undefined;
  const loadStatesOnce = () => {
    states ??= sources.loadStates();
    return states;
  };
  const known = [...names].filter((name) => Object.hasOwn(RESOLVERS, name));
  const values = await Promise.all(known.map((name) => RESOLVERS[name]?.(sources, loadStatesOnce) ?? ""));
  return Object.fromEntries(known.map((name, index) => [name, values[index] ?? ""]));
}

function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** "Alabama, Alaska, and Arizona" / "Alabama, Alaska y Arizona", in the language's alphabetical order. */
function stateList(locale: Locale, states: readonly StateAccess[]): string {
  if (states.length === 0) return locale === "es" ? "ninguno" : "none";
  const names = states.map((state) => stateName(state, locale)).sort(new Intl.Collator(locale).compare);
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}
