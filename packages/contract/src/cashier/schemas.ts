/**
 * The cashier (spec §1 coin packages, §3 quick-buy, popupPresetPackages, bannerPresetPackage,
 * currentOffer; §7 available sets, bonus offers): what a player can buy and how. Prices are US
 * cents; coins and entries are minor units (hundredths), like balances.
 */
import { z } from "zod";
import { Int4Id } from "../ids.ts";

/**
 * How a package is offered: a `regular` package is always on sale; the `first_purchase` offer only
 * until the player's first completed purchase; a `promo` offer and a `bundle` for a limited time;
 * an `extra_wheel` offer gives its coins and one extra spin of the daily wheel (quick-buy
 * `promoOffers.extraWheel`).
 */
export const OFFER_TYPES = ["regular", "first_purchase", "promo", "bundle", "extra_wheel"] as const;
export const OfferType = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof OfferType>;

/** A package's ribbon in the cashier; the site words it. */
export const PACKAGE_BADGES = ["popular", "best_value", "first_purchase", "limited"] as const;
export const PackageBadge = z.enum(PACKAGE_BADGES);
export type PackageBadge = z.infer<typeof PackageBadge>;

export const CashierPackage = z.object({
  /** Numeric, as the retry route `/cash/failed/{presetId}/…` carries it. */
  id: z.number().int().positive(),
  /** In the request's language. */
  title: z.string(),
  priceMinor: z.number().int().positive(),
  coins: z.number().int().nonnegative(),
  /** Promotional entries that come free with the coins. */
  entries: z.number().int().nonnegative(),
  /** Extra coins over the standard rate (1,000 coins per dollar), in percent; 0 when none. */
  bonusPercent: z.number().int().nonnegative(),
  badge: PackageBadge.nullable(),
  offerType: OfferType,
  /** When a limited offer ends (ISO time); null when it does not. */
  endsAt: z.string().nullable(),
});
export type CashierPackage = z.infer<typeof CashierPackage>;

/** How the player pays. Numeric ids, as the retry route carries them; the site words `kind`. */
export const PAYMENT_METHOD_KINDS = ["card", "bank_transfer"] as const;
export const PaymentMethod = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Quick buy (spec §3): the packages on sale, the limited offers, and how to pay. */
export const AvailableSets = z.object({
  packages: z.array(CashierPackage),
  promoOffers: z.object({
    bundle: z.array(CashierPackage),
    /** Extra daily-wheel spins on sale: each completed purchase of one gives one extra spin. */
    extraWheel: z.array(CashierPackage),
  }),
  /** In the order to try them: after a decline the cashier offers the next one. */
  methods: z.array(PaymentMethod),
});
export type AvailableSets = z.infer<typeof AvailableSets>;
export const AvailableSetsResponse = z.object({ success: z.literal(true), data: AvailableSets });

/** A bonus offer the player can take now: the package and its extra over the standard rate. */
export const BonusOffer = z.object({
  package: CashierPackage,
  /** Extra coins over the standard rate, in minor units. */
  bonusCoins: z.number().int().nonnegative(),
});
export const BonusOffersResponse = z.object({
  success: z.literal(true),
  data: z.object({ bonuses: z.array(BonusOffer) }),
});

/**
 * App init's `currentOffer` (spec §3): the offer the site features for the player. `badgeLabel` is
 * a JSON string the site parses, `{"badge":"first_purchase","bonusPercent":150}`.
 */
export const CurrentOffer = CashierPackage.extend({ badgeLabel: z.string() });
export type CurrentOffer = z.infer<typeof CurrentOffer>;

/** What `badgeLabel` holds once parsed. */
export const BadgeLabel = z.object({ badge: PackageBadge, bonusPercent: z.number().int().nonnegative() });
export type BadgeLabel = z.infer<typeof BadgeLabel>;

/** Headers of a purchase: one `Idempotency-Key` per purchase attempt, reused when it is resent. */
export const PurchaseHeaders = z.object({
  "idempotency-key": z.string().regex(/^[\w.:-]{8,128}$/),
});

export const PurchaseRequest = z.object({
  packageId: Int4Id,
  methodId: Int4Id,
});
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;
