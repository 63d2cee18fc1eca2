/**
 * Payments (spec §4 payment actions, §8 decline; ADR 073): a purchase of a coin package becomes a
 * payment, created once per `Idempotency-Key`; the provider's signed webhooks move it through
 * created → pending → completed or failed, in whatever order and however often they arrive, and
 * the package's coins and entries are credited exactly once, in the transaction that completes it.
 * A completed payment may be refunded, once and for good: the same transaction takes the package
 * back as far as the player still holds it, and reports what it could not take.
 *
 * The purchase rules are checked again where the money lands, since a provider may complete a
 * payment whatever happened since its checkout opened: a first-purchase offer completed after
 * another purchase is credited at the standard rate (`coinsWithoutOffer`), and a completion that
 * takes the player past a purchase limit is still credited (the money was taken). Either is
 * flagged on the payment (`review_reasons`) and logged as a warning for an operator.
 *
 * Lock order, shared with the cashier's purchase and responsible play's limit changes: the
 * player's row (`accounts.lockStanding`), the limit rows, the payment, the wallet rows.
 */
import { randomUUID } from "node:crypto";
import type { CoinsMinor, EntriesMinor, UsdCents } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { replay, replayed, requestDigest } from "../../lib/idempotency.ts";
import { type Accounts, assertMayPlay } from "../accounts/service.ts";
import { periodStart, type ResponsiblePlay, type SpentByPeriod } from "../responsible-play/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { PAYMENT_EVENTS, type PaymentEvent } from "./events.ts";
import type { PaymentProvider, ProviderEvent, ProviderEventType } from "./providers.ts";
import * as repo from "./repo.ts";

export type PaymentStatus = "created" | "pending" | "completed" | "failed" | "refunded";

/**
 * How long a payment not yet completed stays payable. Until then it counts against the player's
 * purchase limits, so several open checkouts cannot add up past a limit; after it, the provider
 * refuses to charge it.
 */
export const PAYMENT_TTL_MS = 60 * 60 * 1000;

/** The offer a player may buy only until their first completed purchase, one checkout at a time. */
export const FIRST_PURCHASE_OFFER = "first_purchase";

/** Why a completed payment is flagged for an operator (`payments.review_reasons`). */
export type ReviewReason = "offer_already_used" | "over_purchase_limit";

/**
 * Whether the player may open a checkout of the first-purchase offer: `available`, `purchased`
 * (a purchase has completed), or `checkout_open` (a checkout of the offer is still payable).
 */
export type FirstPurchaseOfferState = "available" | "purchased" | "checkout_open";

/** What the player is buying, priced by the cashier. */
export interface PurchaseQuote {
  packageId: string;
  /** The package's name, for the provider's payment page. */
  title: string;
  offerType: string;
  methodId: number;
  priceMinor: UsdCents;
  coins: CoinsMinor;
  entries: EntriesMinor;
  /** For a first-purchase offer: the coins its price buys without the offer (see `payments`). */
  coinsWithoutOffer?: CoinsMinor;
}

export interface PaymentView extends Omit<PurchaseQuote, "title" | "coinsWithoutOffer"> {
  id: string;
  status: PaymentStatus;
  failureCode: string | null;
  /** The provider's page where the player pays; null only while it is being opened. */
  checkoutUrl: string | null;
  createdAt: string;
}

/** Absolute URLs of the cash pages, for providers that send the player back to the site. */
export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<Wallet, "within">;
  /** The player's row, which one player's new payments take their turns on. */
  accounts: { within(tx: Db): Pick<ReturnType<Accounts["within"]>, "lockStanding"> };
  /** The purchase limits a completion is checked against. */
  responsiblePlay: Pick<ResponsiblePlay, "within">;
  provider: PaymentProvider;
  log: { warn(details: object, message: string): void };
}

/** A payment recorded in the purchase's transaction, to be opened with the provider after it commits. */
export type TakenPayment = repo.PaymentRow;

/**
 * Where a payment goes on an event. A completion wins over everything before it, a late failure
 * or pending notice never undoes it, and a payment that failed may still complete (a retried
 * capture). Only a completed payment can be refunded, and a refund is final.
 */
export function nextStatus(current: PaymentStatus, event: ProviderEventType): PaymentStatus {
  if (current === "refunded") return current;
  if (event === "payment.refunded") return current === "completed" ? "refunded" : current;
  if (current === "completed") return current;
  if (event === "payment.completed") return "completed";
  if (event === "payment.failed") return current === "failed" ? current : "failed";
  return current === "created" ? "pending" : current;
}

export function createPayments({
  db,
  clock,
  wallet,
  accounts,
  responsiblePlay,
  provider,
  log,
}: PaymentsDeps) {
  const payableSince = () => new Date(clock.now().getTime() - PAYMENT_TTL_MS);

  /**
   * What the player has bought in cents since the start of each period: completed payments, and
   * with `openCheckouts` those still payable too.
   */
  async function spentByPeriod(
    tx: Db,
    playerId: string,
    { openCheckouts }: { openCheckouts: boolean },
  ): Promise<SpentByPeriod> {
    const now = clock.now();
    const since = openCheckouts ? payableSince() : null;
    const spentIn = (period: keyof SpentByPeriod) =>
      repo.sumSpent(tx, playerId, periodStart(period, now), since);
    return { day: await spentIn("day"), week: await spentIn("week"), month: await spentIn("month") };
  }

  /**
   * The purchase rules checked again as `payment` completes, before it is marked completed: the
   * coins to credit and why an operator should look at it.
   */
  async function reviewCompletion(
    tx: Db,
    payment: repo.PaymentRow,
  ): Promise<{ coins: CoinsMinor; reviewReasons: ReviewReason[] }> {
    const reviewReasons: ReviewReason[] = [];
    let coins = payment.coins;
    if (payment.offerType === FIRST_PURCHASE_OFFER && (await repo.countCompleted(tx, payment.playerId)) > 0) {
      reviewReasons.push("offer_already_used");
      // Payments taken before the standard rate was stored on them keep their terms.
      coins = payment.coinsWithoutOffer ?? payment.coins;
    }
    const spent = await spentByPeriod(tx, payment.playerId, { openCheckouts: false });
    const passed = await responsiblePlay.within(tx).limitPassed(payment.playerId, payment.priceMinor, spent);
    if (passed) reviewReasons.push("over_purchase_limit");
    return { coins, reviewReasons };
  }

  /** Payments' part of a purchase, on the purchase's transaction `tx`. */
  function within(tx: Db) {
    return {
      /** The tokens of the cards that paid the player's completed purchases (referral rules). */
      cardFingerprints: (playerId: string) => repo.cardFingerprintsOf(tx, playerId),

      /**
       * Takes the player's new payments one at a time until `tx` ends, so each sees the ones before
       * it (limits, once-only offers); then the payment this key already made, or null. The key
       * with another quote is refused. Call it first: a replay takes no new payment, so it skips
       * the purchase's checks.
       */
      async lockAndReplay(playerId: string, quote: PurchaseQuote, idempotencyKey: string) {
        const standing = await accounts.within(tx).lockStanding(playerId);
        const existing = await repo.findPaymentByKey(tx, playerId, idempotencyKey);
        if (!existing) {
          if (standing) assertMayPlay(standing, clock.now());
          return null;
        }
        return replayed(replay(existing, digestOf(quote), (payment) => payment, "paymentKeyReused"));
      },

      /** A new payment for the quote under this key; `openCheckout` opens it once `tx` commits. */
      async takePayment(
        playerId: string,
        quote: PurchaseQuote,
        idempotencyKey: string,
      ): Promise<TakenPayment> {
        const { packageId, offerType, methodId, priceMinor, coins, entries, coinsWithoutOffer } = quote;
        const now = clock.now();
        return repo.insertPayment(tx, {
          id: randomUUID(),
          playerId,
          idempotencyKey,
          requestDigest: digestOf(quote),
          packageId,
          offerType,
          methodId,
          priceMinor,
          coins,
          entries,
          coinsWithoutOffer: coinsWithoutOffer ?? null,
          provider: provider.name,
          status: "created",
          createdAt: now,
          updatedAt: now,
        });
      },

      /**
       * Whether the player may open a checkout of the first-purchase offer: not after a completed
       * purchase, nor while a checkout of it is still payable, so open checkouts cannot add up to
       * several bonuses. (Completion checks it again: a provider may complete a late one.)
       */
      async firstPurchaseOffer(playerId: string): Promise<FirstPurchaseOfferState> {
        if ((await repo.countCompleted(tx, playerId)) > 0) return "purchased";
        const isOpen = await repo.hasOpenOffer(tx, playerId, FIRST_PURCHASE_OFFER, payableSince());
        return isOpen ? "checkout_open" : "available";
      },

      /**
       * What the player has bought since the start of each period, in cents: completed payments,
       * and the ones still payable, so open checkouts count against a limit too.
       */
      spentByPeriod: (playerId: string) => spentByPeriod(tx, playerId, { openCheckouts: true }),
    };
  }

  /**
   * The provider's page to pay a payment taken in a committed transaction (the one already opened
   * for a replay). Outside the transaction: a provider's API call must not hold the player's lock.
   */
  async function openCheckout(
    payment: TakenPayment,
    title: string,
    returnUrls: ReturnUrls = RELATIVE_RETURN_URLS,
  ): Promise<PaymentView> {
    if (payment.checkoutUrl) return firstAnswer(payment);
    const checkout = await provider.checkout({
      paymentId: payment.id,
      playerId: payment.playerId,
      title,
      priceMinor: payment.priceMinor,
      successUrl: withPaymentId(returnUrls.successUrl, payment.id),
      cancelUrl: withPaymentId(returnUrls.cancelUrl, payment.id),
    });
    const recorded = await repo.recordCheckout(db, payment.id, {
      checkoutUrl: checkout.url,
      providerPaymentId: checkout.providerPaymentId,
      answer: toView({ ...payment, checkoutUrl: checkout.url }),
    });
    return firstAnswer(recorded);
  }

  return {
    within,
    openCheckout,

    /**
     * A payment for the quote with nothing else to check, with the provider's page to pay it, or
     * the one this key already made; the key with another quote is refused. (The cashier's
     * purchase takes its payment the same way, with its checks between.)
     */
    async createPayment(
      playerId: string,
      quote: PurchaseQuote,
      idempotencyKey: string,
    ): Promise<PaymentView> {
      const payment = await withTransaction(db, async (tx) => {
        const payments = within(tx);
        return (
          (await payments.lockAndReplay(playerId, quote, idempotencyKey)) ??
          payments.takePayment(playerId, quote, idempotencyKey)
        );
      });
      return openCheckout(payment, quote.title);
    },

    /** The ways to pay the provider offers, in the order to try them. */
    methods: () => provider.methods,

    /** How many purchases the player has completed (a first-purchase offer stands until one). */
    completedCount: (playerId: string) => repo.countCompleted(db, playerId),

    /**
     * Reads and applies a provider webhook (its signature checked first); null for a notification
     * payments does not act on.
     */
    async receiveWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<PaymentView | null> {
      const event = provider.readWebhook(rawBody, headers);
      return event ? applyEvent(event) : null;
    },

    /** The webhook's path for this provider. */
    webhookPath: `/rest/payments/webhook/${provider.name}/`,

    async getPayment(playerId: string, paymentId: string): Promise<PaymentView> {
      const row = await repo.findPayment(db, paymentId);
      if (!row || row.playerId !== playerId) throw paymentNotFound();
      return toView(row);
    },
  };

  async function applyEvent(event: ProviderEvent): Promise<PaymentView> {
    const { view, reviewReasons } = await withTransaction(db, async (tx) => {
      const now = clock.now();
      // The lock order: the player's row before the payment's, so that two completions of one
      // player's payments take turns, each seeing the other's (the first-purchase offer, limits).
      const found = await repo.findPayment(tx, event.paymentId);
      if (!found || found.provider !== provider.name) throw paymentNotFound();
      await accounts.within(tx).lockStanding(found.playerId);
      const payment = await repo.lockPayment(tx, event.paymentId, provider.name);
      if (!payment) throw paymentNotFound();
      const isFirstDelivery = await repo.recordEventOnce(tx, {
        provider: provider.name,
        eventId: event.eventId,
        paymentId: payment.id,
        type: event.type,
        receivedAt: now,
      });
      const status = nextStatus(payment.status as PaymentStatus, event.type);
      if (!isFirstDelivery || status === payment.status) return { view: toView(payment), reviewReasons: [] };

      // Webhooks keep no order: a refund may arrive before the completion it undoes. It was
      // recorded above and changed nothing then; the completion applies it, so the package is
      // credited and taken back in one transaction.
      const isRefundWaiting =
        status === "completed" && (await repo.hasEvent(tx, payment.id, "payment.refunded"));
      const steps: PaymentStatus[] = isRefundWaiting ? ["completed", "refunded"] : [status];
      const review = status === "completed" ? await reviewCompletion(tx, payment) : null;
      const changes = {
        status: isRefundWaiting ? "refunded" : status,
        providerPaymentId: payment.providerPaymentId ?? event.providerPaymentId,
        failureCode: status === "failed" ? (event.failureCode ?? "declined") : null,
        cardFingerprint: event.cardFingerprint ?? payment.cardFingerprint,
        updatedAt: now,
        ...(review ? { completedAt: now, coins: review.coins, reviewReasons: review.reviewReasons } : {}),
      };
      await repo.updatePayment(tx, payment.id, changes);
      const purchased = { coins: changes.coins ?? payment.coins, entries: payment.entries };
      for (const step of steps) {
        let reversal: Pick<PaymentEvent, "shortfall"> = {};
        if (step === "completed") {
          // Keyed by the payment: however the completions race, the package is credited once.
          await wallet.within(tx).purchaseCredit(payment.playerId, purchased, payment.id);
        }
        if (step === "refunded") {
          const taken = await wallet.within(tx).purchaseReversal(payment.playerId, purchased, payment.id);
          reversal = { shortfall: taken.shortfall };
        }
        if (step === "pending" || step === "created") continue;
        const payload: PaymentEvent = {
          paymentId: payment.id,
          packageId: payment.packageId,
          offerType: payment.offerType,
          priceMinor: payment.priceMinor,
          ...purchased,
          ...reversal,
        };
        await writeEvent(tx, PAYMENT_EVENTS[step], { playerId: payment.playerId, payload }, now);
      }
      return { view: toView({ ...payment, ...changes }), reviewReasons: review?.reviewReasons ?? [] };
    });
    if (reviewReasons.length > 0) {
      log.warn(
        { paymentId: view.id, reviewReasons },
        "payment completed against the purchase rules; flagged for review",
      );
    }
    return view;
  }
}

export type Payments = ReturnType<typeof createPayments>;

function toView(row: repo.PaymentRow): PaymentView {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    failureCode: row.failureCode,
    packageId: row.packageId,
    offerType: row.offerType,
    methodId: row.methodId,
    priceMinor: row.priceMinor,
    coins: row.coins,
    entries: row.entries,
    checkoutUrl: row.checkoutUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a purchase answers, the first time and on every replay of its key: the answer as first
 * sent, even after the payment moved on (its state is `GET /rest/payments/{id}/`). Payments whose
 * checkout opened before answers were kept answer as they stand.
 */
function firstAnswer(row: repo.PaymentRow): PaymentView {
  return row.answer ?? toView(row);
}

function withPaymentId(url: string, paymentId: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}paymentId=${encodeURIComponent(paymentId)}`;
}

const RELATIVE_RETURN_URLS = { successUrl: "/cash/success/", cancelUrl: "/cash/failed/" };

function digestOf(quote: PurchaseQuote): string {
  const { packageId, offerType, methodId, priceMinor, coins, entries } = quote;
  return requestDigest([packageId, offerType, methodId, priceMinor, coins, entries]);
}

function paymentNotFound(): AppError {
  return new AppError("NOT_FOUND", { key: "paymentNotFound" }, { reason: "PAYMENT_NOT_FOUND" });
}
