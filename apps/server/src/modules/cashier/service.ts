/**
 * The cashier (spec §1 coin packages, §3 quick-buy and the app init offers, §7 available sets and
 * bonus offers; ADR 072): which packages a visitor may buy now, and the purchase, which turns a
 * package into a payment within the player's purchase limits.
 *
 * A package is on sale while it is active and inside its time window; the first-purchase offer
 * only until the player's first completed purchase, and one checkout of it at a time. The purchase
 * checks both again inside the payment's transaction, where the player's new payments are taken
 * one at a time, so two tabs cannot slip past a limit or open the offer twice together. Payments
 * checks the offer and the limits once more where the money lands (its completion).
 */
import {
  type AvailableSets,
  type BadgeLabel,
  type CashierPackage,
  type CurrentOffer,
  type Locale,
  localePathPrefix,
  minor,
  type OfferType,
  type PackageBadge,
  type PaymentMethod,
  type PurchaseRequest,
} from "@reelhouse/contract";
import { packageAmounts } from "@reelhouse/contract/economy";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { holdFor } from "../../lib/held-value.ts";
import type { Payments, PaymentView, PurchaseQuote } from "../payments/service.ts";
import { FIRST_PURCHASE_OFFER } from "../payments/service.ts";
import type { ResponsiblePlay } from "../responsible-play/service.ts";
import { demoPackages } from "./demo-packages.ts";
import * as repo from "./repo.ts";

/** The offer whose purchase gives an extra spin of the daily wheel (its coins at the standard rate). */
export const EXTRA_WHEEL_OFFER = "extra_wheel" satisfies OfferType;

/** A limited coin offer: neither the standard ladder nor the extra wheel, which is sold for its spin. */
function isCoinOffer(row: repo.PackageRow): boolean {
  return row.offerType !== "regular" && row.offerType !== EXTRA_WHEEL_OFFER;
}

/** How long a change to the packages may take to show on the site (a purchase checks afresh). */
const PACKAGES_TTL_MS = 5_000;

export interface CashierDeps {
  db: Db;
  clock: Clock;
  payments: Pick<Payments, "within" | "openCheckout" | "completedCount" | "methods">;
  responsiblePlay: Pick<ResponsiblePlay, "within">;
}

/** The player's view of the catalogue; null for a guest, who counts as a first purchaser. */
type Visitor = string | null;

export function createCashier({ db, clock, payments, responsiblePlay }: CashierDeps) {
  // What is shown on every page; a purchase reads its package afresh.
  const activePackages = holdFor(PACKAGES_TTL_MS, clock, () => repo.listActivePackages(db));

  /** The packages on sale to the visitor now, in the catalogue's order. */
  async function onSale(visitor: Visitor): Promise<repo.PackageRow[]> {
    const now = clock.now();
    const [isFirstPurchase, packages] = await Promise.all([
      visitor === null || payments.completedCount(visitor).then((count) => count === 0),
      activePackages.get(),
    ]);
    return packages.filter(
      (row) => isInWindow(row, now) && (row.offerType !== "first_purchase" || isFirstPurchase),
    );
  }

  function methods(): PaymentMethod[] {
    return payments.methods().map((kind, index) => ({ id: index + 1, kind }));
  }

  return {
    async availableSets(visitor: Visitor, locale: Locale): Promise<AvailableSets> {
      const packages = (await onSale(visitor)).map((row) => toPackage(row, locale));
      const apart: readonly OfferType[] = ["bundle", EXTRA_WHEEL_OFFER];
      return {
        packages: packages.filter((item) => !apart.includes(item.offerType)),
        promoOffers: {
          bundle: packages.filter((item) => item.offerType === "bundle"),
          extraWheel: packages.filter((item) => item.offerType === EXTRA_WHEEL_OFFER),
        },
        methods: methods(),
      };
    },

    /** The offers worth more than the standard rate the visitor can take now, best first. */
    async bonusOffers(visitor: Visitor, locale: Locale) {
      return (await onSale(visitor))
        .filter(isCoinOffer)
        .map((row) => ({
          package: toPackage(row, locale),
          bonusCoins: Math.max(0, row.coins - standardCoins(row.priceMinor)),
        }))
        .sort((a, b) => b.package.bonusPercent - a.package.bonusPercent);
    },

    /** The cashier's part of app init (spec §3): the popup's packages, the banner and the featured offer. */
    async appInit(visitor: Visitor, locale: Locale) {
      const rows = await onSale(visitor);
      const popup = rows
        .filter((row) => row.popupOrder !== null)
        .sort((a, b) => (a.popupOrder ?? 0) - (b.popupOrder ?? 0))
        .map((row) => toPackage(row, locale));
      const featured = featuredOffer(rows);
      const offer = featured ? toPackage(featured, locale) : null;
      return {
        popupPresetPackages: popup,
        popupPresetPackage: offer?.offerType === "first_purchase" ? offer : (popup[0] ?? null),
        bannerPresetPackage: offer,
        currentOffer: offer ? toCurrentOffer(offer) : null,
      };
    },

    /**
     * Buys a package: a payment for its price, terms and the chosen method, and the provider's
     * page to pay it, once per `idempotencyKey`. Refused while the package is not on sale to the
     * player, or when its price would pass one of the player's purchase limits.
     */
    async purchase(
      playerId: string,
      { packageId, methodId }: PurchaseRequest,
      idempotencyKey: string,
      { locale, origin }: { locale: Locale; origin: string },
    ): Promise<PaymentView> {
      const row = await repo.findPackage(db, packageId);
      if (!row?.isActive || !isInWindow(row, clock.now())) throw packageNotOnSale();
      if (!methods().some((method) => method.id === methodId)) {
        throw new AppError(
          "BAD_REQUEST",
          { key: "paymentMethodUnknown" },
          { reason: "PAYMENT_METHOD_UNKNOWN" },
        );
      }
      const quote: PurchaseQuote = {
        packageId: String(row.id),
        title: titleIn(row, locale),
        offerType: row.offerType,
        methodId,
        priceMinor: row.priceMinor,
        coins: row.coins,
        entries: row.entries,
        ...(row.offerType === FIRST_PURCHASE_OFFER
          ? { coinsWithoutOffer: minor("coins", standardCoins(row.priceMinor)) }
          : {}),
      };
      const payment = await withTransaction(db, async (tx) => {
        const purchases = payments.within(tx);
        const replay = await purchases.lockAndReplay(playerId, quote, idempotencyKey);
        if (replay) return replay;
        if (row.offerType === FIRST_PURCHASE_OFFER) {
          const offer = await purchases.firstPurchaseOffer(playerId);
          if (offer === "purchased") throw packageNotOnSale();
          if (offer === "checkout_open") {
            throw new AppError("CONFLICT", { key: "offerCheckoutOpen" }, { reason: "OFFER_CHECKOUT_OPEN" });
          }
        }
        const spent = await purchases.spentByPeriod(playerId);
        await responsiblePlay.within(tx).assertPurchaseAllowed(playerId, row.priceMinor, spent);
        return purchases.takePayment(playerId, quote, idempotencyKey);
      });
      return payments.openCheckout(payment, quote.title, {
        successUrl: `${origin}${localePathPrefix(locale)}/cash/success/`,
        cancelUrl: `${origin}${localePathPrefix(locale)}/cash/failed/`,
      });
    },
  };
}

export type Cashier = ReturnType<typeof createCashier>;

export async function seedDemoPackages(db: Db, clock: Clock): Promise<number> {
  return repo.insertMissingPackages(db, demoPackages(clock.now()));
}

/** The offer to feature: the first-purchase offer while it stands, else the best limited one. */
function featuredOffer(rows: repo.PackageRow[]): repo.PackageRow | undefined {
  const limited = rows.filter(isCoinOffer);
  return (
    limited.find((row) => row.offerType === "first_purchase") ??
    limited.sort((a, b) => bonusPercentOf(b) - bonusPercentOf(a))[0]
  );
}

function isInWindow(row: repo.PackageRow, now: Date): boolean {
  return (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || now < row.endsAt);
}

/** A package's coins at the economy's standard rate, which its bonus is measured against. */
function standardCoins(priceMinor: number): number {
  return packageAmounts(priceMinor, 0).coins;
}

function bonusPercentOf(row: repo.PackageRow): number {
  return Math.max(0, Math.round((row.coins / standardCoins(row.priceMinor) - 1) * 100));
}

function titleIn(row: repo.PackageRow, locale: Locale): string {
  return row.titles[locale] ?? row.titles.en ?? String(row.id);
}

function toPackage(row: repo.PackageRow, locale: Locale): CashierPackage {
  return {
    id: row.id,
    title: titleIn(row, locale),
    priceMinor: row.priceMinor,
    coins: row.coins,
    entries: row.entries,
    bonusPercent: bonusPercentOf(row),
    badge: row.badge as PackageBadge | null,
    offerType: row.offerType as OfferType,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

function toCurrentOffer(offer: CashierPackage): CurrentOffer {
  const label: BadgeLabel = { badge: offer.badge ?? "limited", bonusPercent: offer.bonusPercent };
  return { ...offer, badgeLabel: JSON.stringify(label) };
}

function packageNotOnSale(): AppError {
  return new AppError("NOT_FOUND", { key: "packageNotOnSale" }, { reason: "PACKAGE_NOT_ON_SALE" });
}
