import { z } from "zod";
import { fieldMessage } from "../field-messages.ts";

/**
 * Spec §6/§7: where a player may play. Access is decided per currency: `entries` (SweepStakes
 * mode) may be off where `coins` (TournamentPoints mode) stay on.
 */
export const CurrencyAccess = z.object({ entries: z.boolean(), coins: z.boolean() });
export type CurrencyAccess = z.infer<typeof CurrencyAccess>;

/** Spec §8: the one geoblock reason the server gives; every other reason comes from the browser. */
export const BLOCKED_REGION = "Blocked region";

/**
 * An area a rule applies to, as ISO 3166 writes it: a country (`US`) or one of its subdivisions
 * (`US-WA`, `CA-QC`).
 */
export const RestrictionArea = z.string().regex(/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/, fieldMessage("regionCode"));

export const RestrictionRule = z.object({
  area: RestrictionArea,
  entries: z.boolean(),
  coins: z.boolean(),
});
export type RestrictionRule = z.infer<typeof RestrictionRule>;

export const AccessCheck = z.object({
  /** False when neither currency may be played where the player is. */
  access: z.boolean(),
  /** ISO 3166-1 alpha-2; null when the location could not be determined. */
  country: z.string().length(2).nullable(),
  /** The subdivision part of ISO 3166-2 (`WA` for US-WA); null when unknown. */
  region: z.string().nullable(),
  currencies: CurrencyAccess,
  reason: z.literal(BLOCKED_REGION).nullable(),
});
export type AccessCheck = z.infer<typeof AccessCheck>;

export const AccessCheckResponse = z.object({ success: z.literal(true), data: AccessCheck });
export type AccessCheckResponse = z.infer<typeof AccessCheckResponse>;

/** A decimal number as a query string carries it; the range is checked after conversion. */
const decimalQueryNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(?:\.\d+)?$/, fieldMessage("decimal"))
    .describe(`Decimal degrees from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

export const GeoCheckQuery = z.object({
  latitude: decimalQueryNumber(-90, 90),
  longitude: decimalQueryNumber(-180, 180),
});

/**
 * The latest answer of a player's browser location check, as the server keeps it: entries are
 * played only while it is `ok` (coins play on after `declined` and `coinsOnly`).
 */
export const LOCATION_VERDICTS = ["ok", "coinsOnly", "blocked", "declined"] as const;
export type LocationVerdict = (typeof LOCATION_VERDICTS)[number];

/**
 * Spec §8 geoblock reasons that mean the player's own browser will not locate them (they refused,
 * or it cannot ask): entries, which need a place, are off; coins play on.
 */
export const LOCATION_DECLINED_REASONS = [
  "geolocationNotSupported",
  "permissionsApiNotSupported",
  "userDenied",
  "permissionDenied",
] as const;
export type LocationDeclinedReason = (typeof LOCATION_DECLINED_REASONS)[number];

export const LocationDeclinedBody = z.object({ reason: z.enum(LOCATION_DECLINED_REASONS) });
export const LocationVerdictResponse = z.object({
  success: z.literal(true),
  data: z.object({ verdict: z.enum(LOCATION_VERDICTS), decidedAt: z.iso.datetime() }),
});

export const RestrictionStateInfo = z.object({
  /** USPS code, e.g. `WA`. */
  code: z.string().length(2),
  name: z.string(),
  entries: z.boolean(),
  coins: z.boolean(),
});

export const RestrictionInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({ states: z.array(RestrictionStateInfo) }),
});
export type RestrictionInfoResponse = z.infer<typeof RestrictionInfoResponse>;
export type RestrictionInfo = RestrictionInfoResponse["data"];

/** The part of the product reporting a block, e.g. `lobby` or `cashier`. */
const AppSlug = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, fieldMessage("appSlug"));

const MAX_META_KEYS = 20;

export const BlockReportBody = z.object({
  apps: z.array(AppSlug).min(1).max(10),
  meta: z
    .record(z.string().min(1).max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((meta) => Object.keys(meta).length <= MAX_META_KEYS, {
      message: fieldMessage("tooManyKeys"),
      params: { maximum: MAX_META_KEYS },
    })
    .optional(),
});
export type BlockReportBody = z.infer<typeof BlockReportBody>;

export const BlockReportResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string().uuid(), createdAt: z.string().datetime() }),
});
export type BlockReportResponse = z.infer<typeof BlockReportResponse>;
