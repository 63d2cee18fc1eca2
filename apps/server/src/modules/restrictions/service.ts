/**
 * Geo restriction (spec §6): whether, and with which currency, a player may play where they are.
 * Rules are data per ISO 3166 area. The most specific rule for the player's place wins (state or
 * province over country); a place no rule covers is not served.
 */
import {
  type AccessCheck,
  BLOCKED_REGION,
  type BlockReportBody,
  type CurrencyAccess,
  type LocationVerdict,
  type RestrictionInfo,
  RestrictionRule,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { holdFor } from "../../lib/held-value.ts";
import { DEFAULT_RULES } from "./default-rules.ts";
import { locateIp } from "./locate-ip.ts";
import { type Coordinates, locatePoint } from "./locate-point.ts";
import type { Place } from "./place.ts";
import {
  countRules,
  findRules,
  findVerdict,
  insertBlock,
  insertMissingRules,
  listRuleRows,
  type RuleRow,
  saveRule,
  saveVerdict,
} from "./repo.ts";
import { US_STATES } from "./us-states.ts";

export type { Coordinates } from "./locate-point.ts";
export type { Place } from "./place.ts";

const NOT_SERVED: CurrencyAccess = { entries: false, coins: false };

/**
 * The IP check's answer for an address no database can place (loopback, private networks, blocks
 * of no single country). Blocking those would lock out every player behind such a network, so the
 * browser's geolocation check decides for them instead.
 */
const UNLOCATED_IP: AccessCheck = {
  access: true,
  country: null,
  region: null,
  currencies: { entries: true, coins: true },
  reason: null,
};

/** The areas that may hold a rule for a place, most specific first: `US-WA`, then `US`. */
function areasOf(place: Place): string[] {
  return place.region ? [`${place.country}-${place.region}`, place.country] : [place.country];
}

function currenciesFor(rules: readonly RuleRow[], place: Place | null): CurrencyAccess {
  if (!place) return NOT_SERVED;
  for (const area of areasOf(place)) {
    const rule = rules.find((candidate) => candidate.area === area);
    if (rule) return { entries: rule.entries, coins: rule.coins };
  }
  return NOT_SERVED;
}

/** Applies the rules to a place; `null` (a point in no country) is not served. */
export async function resolveAccess(db: Db, place: Place | null): Promise<AccessCheck> {
  return accessAt(place ? await findRules(db, areasOf(place)) : [], place);
}

/** The answer for a place from rules that include every rule of its areas. */
function accessAt(rules: readonly RuleRow[], place: Place | null): AccessCheck {
  const currencies = currenciesFor(rules, place);
  const access = currencies.entries || currencies.coins;
  return {
    access,
    country: place?.country ?? null,
    region: place?.region ?? null,
    currencies,
    reason: access ? null : BLOCKED_REGION,
  };
}

/**
 * Access from the connecting IP address. A US address the database places in no state gets the
 * US rule; the browser's geolocation check refines it.
 */
export async function checkIpAccess(db: Db, ip: string): Promise<AccessCheck> {
  const place = locateIp(ip);
  return place ? resolveAccess(db, place) : UNLOCATED_IP;
}

/** Access from the coordinates the player's device reports. */
export async function checkCoordinatesAccess(db: Db, point: Coordinates): Promise<AccessCheck> {
  return resolveAccess(db, locatePoint(point));
}

/** What each location verdict leaves open: declining to be located costs entries, not coins. */
const VERDICT_ALLOWS: Readonly<Record<LocationVerdict, CurrencyAccess>> = {
  ok: { entries: true, coins: true },
  coinsOnly: { entries: false, coins: true },
  declined: { entries: false, coins: true },
  blocked: { entries: false, coins: false },
};

function verdictOf(check: AccessCheck): LocationVerdict {
  if (!check.access) return "blocked";
  return check.currencies.entries ? "ok" : "coinsOnly";
}

/** Where money moves for a player: the IP's access, narrowed by their latest location verdict. */
export interface PlayerAccess extends AccessCheck {
  /** Entries are off only because the player would not share a location: sharing it may open them. */
  entriesNeedLocation: boolean;
}

/**
 * Access for a player's play from `ip`: the geo rules where the IP places them, and no more than
 * their latest browser location check allows (a player who declined to share a location, or was
 * placed where only coins are played, plays no entries). No verdict yet leaves the IP's answer.
 */
export async function checkPlayerAccess(db: Db, ip: string, playerId: string): Promise<PlayerAccess> {
  const [byIp, verdict] = await Promise.all([checkIpAccess(db, ip), findVerdict(db, playerId)]);
  const allowed = VERDICT_ALLOWS[(verdict?.verdict as LocationVerdict | undefined) ?? "ok"];
  const currencies = {
    entries: byIp.currencies.entries && allowed.entries,
    coins: byIp.currencies.coins && allowed.coins,
  };
  const access = currencies.entries || currencies.coins;
  return {
    ...byIp,
    access,
    currencies,
    reason: access ? null : BLOCKED_REGION,
    entriesNeedLocation: byIp.currencies.entries && verdict?.verdict === "declined",
  };
}

/**
 * Why the player's latest location verdict keeps entries off, whatever the IP: they declined to be
 * located, or were placed where entries are not played; null when it does not.
 */
export async function entriesOffByVerdict(
  db: Db,
  playerId: string,
): Promise<"locationDeclined" | "entriesNotHere" | null> {
  const verdict = (await findVerdict(db, playerId))?.verdict as LocationVerdict | undefined;
  if (!verdict || VERDICT_ALLOWS[verdict].entries) return null;
  return verdict === "declined" ? "locationDeclined" : "entriesNotHere";
}

/** Keeps what a signed-in player's location check found, replacing any earlier verdict. */
export async function recordLocationVerdict(
  db: Db,
  clock: Clock,
  playerId: string,
  found: { check: AccessCheck } | { declined: true },
): Promise<{ verdict: LocationVerdict; decidedAt: string }> {
  const verdict = "check" in found ? verdictOf(found.check) : "declined";
  const area =
    "check" in found && found.check.country
      ? found.check.region
        ? `${found.check.country}-${found.check.region}`
        : found.check.country
      : null;
  const decidedAt = clock.now();
  await saveVerdict(db, { playerId, verdict, area, decidedAt });
  return { verdict, decidedAt: decidedAt.toISOString() };
}

/** Spec §7 `/rest/restriction/info/`: which currencies each US state (and DC) may play. */
export async function getRestrictionInfo(db: Db): Promise<RestrictionInfo> {
  const rules = await listRuleRows(db);
  return {
    states: US_STATES.map((state) => ({
      code: state.code,
      name: state.name,
      ...currenciesFor(rules, { country: "US", region: state.code }),
    })),
  };
}

export async function listRules(db: Db): Promise<RestrictionRule[]> {
  return (await listRuleRows(db)).map(toRule);
}

/** Creates or replaces the rule of one area (for the back office). */
export async function upsertRule(db: Db, clock: Clock, rule: RestrictionRule): Promise<RestrictionRule> {
  const parsed = RestrictionRule.safeParse(rule);
  if (!parsed.success) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "restrictionRuleInvalid" },
      {
        fields: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      },
    );
  }
  return toRule(await saveRule(db, { ...parsed.data, updatedAt: clock.now() }));
}

/**
 * Writes the default rules into an empty table. Once an operator has any rule, nothing is added:
 * a default they deleted stays deleted.
 */
export async function seedDefaultRules(db: Db, clock: Clock): Promise<number> {
  if ((await countRules(db)) > 0) return 0;
  const now = clock.now();
  return insertMissingRules(
    db,
    DEFAULT_RULES.map((rule) => ({ ...rule, updatedAt: now })),
  );
}

export interface BlockReport extends BlockReportBody {
  playerId: string | null;
  ip: string;
}

/** Keeps an audit record of a block a player's device reported, with where the IP places it. */
export async function recordBlock(
  db: Db,
  clock: Clock,
  report: BlockReport,
): Promise<{ id: string; createdAt: string }> {
  const place = locateIp(report.ip);
  const recorded = await insertBlock(db, {
    playerId: report.playerId,
    ip: report.ip,
    country: place?.country ?? null,
    region: place?.region ?? null,
    apps: report.apps,
    meta: report.meta ?? {},
    createdAt: clock.now(),
  });
  return { id: recorded.id, createdAt: recorded.createdAt.toISOString() };
}

function toRule(row: RuleRow): RestrictionRule {
  return { area: row.area, entries: row.entries, coins: row.coins };
}

/** How long a change to the rules may take to reach what visitors are shown (`browsingAccess`). */
export const BROWSING_RULES_TTL_MS = 5_000;

/** The restrictions module's service, as the app decorates it (`app.restrictions`). */
export function createRestrictions(db: Db, clock: Clock) {
  // The whole table is a few hundred rows at most: one read serves every place.
  const rules = holdFor(BROWSING_RULES_TTL_MS, clock, () => listRuleRows(db));
  return {
    getRestrictionInfo: () => getRestrictionInfo(db),
    /** Access from the IP with the rules as they are now, for anyone (the request handle, the IP check). */
    checkIpAccess: (ip: string) => checkIpAccess(db, ip),
    /**
     * A player's access where money moves or a game opens: the IP's rules as they are now, narrowed
     * by the player's latest location verdict (entries off after a decline or a coins-only place).
     */
    checkPlayerAccess: (ip: string, playerId: string) => checkPlayerAccess(db, ip, playerId),
    /**
     * Access from the IP for what a visitor is shown (which catalogue, which games): from rules
     * held in memory up to `BROWSING_RULES_TTL_MS`, so a page costs no query for them.
     */
    async browsingAccess(ip: string): Promise<AccessCheck> {
      const place = locateIp(ip);
      return place ? accessAt(await rules.get(), place) : UNLOCATED_IP;
    },
    /** The area the geo rules would judge the IP by (`US-WA`, `US`, `GB`), or `unlocated`. */
    areaOf(ip: string): string {
      const place = locateIp(ip);
      return place ? (areasOf(place)[0] ?? place.country) : "unlocated";
    },
    /** Access at the device's coordinates; a signed-in player's verdict is kept (`checkPlayerAccess`). */
    async checkCoordinatesAccess(point: Coordinates, playerId: string | null): Promise<AccessCheck> {
      const check = await checkCoordinatesAccess(db, point);
      if (playerId) await recordLocationVerdict(db, clock, playerId, { check });
      return check;
    },
    /** The player's browser will not share a location: entries are off until a check places them. */
    recordLocationDeclined: (playerId: string) =>
      recordLocationVerdict(db, clock, playerId, { declined: true }),
    recordBlock: (report: BlockReport) => recordBlock(db, clock, report),
    /** The player's access inside the caller's transaction (a claim's prize is judged in it). */
    within: (tx: Db) => ({
      checkPlayerAccess: (ip: string, playerId: string) => checkPlayerAccess(tx, ip, playerId),
    }),
  };
}

export type Restrictions = ReturnType<typeof createRestrictions>;
