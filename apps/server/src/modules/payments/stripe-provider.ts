/**
 * The Stripe provider (ADR 074): a Checkout Session per payment, and Stripe's webhooks, whose
 * signature is checked by Stripe's own library, mapped onto the payment's life.
 *
 * - `checkout.session.completed`: paid → completed; not yet paid (a bank debit) → pending.
 * - `checkout.session.async_payment_succeeded` → completed; `…_failed` → failed.
 * - `checkout.session.expired` → failed (`expired`).
 * - `charge.refunded`, refunded in full → refunded. A partial refund is left to the operator.
 * Our payment id travels as the session's `client_reference_id` and as metadata on the session
 * and its PaymentIntent (which Stripe copies onto the charge). A signed body that is not JSON, or
 * lacks what an event acted on needs, is unreadable (400).
 */
import Stripe from "stripe";
import { z } from "zod";
import type { StripeSettings } from "../../config/payments.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type PaymentProvider,
  type ProviderEvent,
  parseWebhookJson,
  webhookUnreadable,
} from "./providers.ts";
import { PAYMENT_TTL_MS } from "./service.ts";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
const TOLERANCE_SECONDS = 300;

/** The parts of Stripe's events read here; Stripe sends more, which are left alone. */
const StripeEvent = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.looseObject({}) }),
});
const Metadata = z.record(z.string(), z.string()).nullish();
const CheckoutSession = z.looseObject({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: Metadata,
  payment_status: z.string().optional(),
});
const Charge = z.looseObject({
  id: z.string(),
  amount: z.number(),
  amount_refunded: z.number(),
  metadata: Metadata,
});
type StripeEvent = z.infer<typeof StripeEvent>;

export function createStripeProvider(settings: StripeSettings, clock: Clock): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 15_000, ...settings.api });
  return {
    name: "stripe",
    // Checkout offers the methods enabled in the Stripe dashboard on one page.
    methods: ["card"],

    async checkout({ paymentId, playerId, title, priceMinor, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: { currency: "usd", unit_amount: priceMinor, product_data: { name: title } },
            },
          ],
          client_reference_id: paymentId,
          metadata: { paymentId, playerId },
          payment_intent_data: { metadata: { paymentId } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor((clock.now().getTime() + PAYMENT_TTL_MS) / 1000),
        },
        // Keyed by our payment id: a second checkout for the payment answers the same session.
        { idempotencyKey: paymentId },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { url: session.url, providerPaymentId: session.id };
    },

    readWebhook(rawBody, headers) {
      const header = headers[STRIPE_SIGNATURE_HEADER];
      // Stripe's own check of the signature, kept apart from reading the body it signs.
      const signature = stripe.webhooks.signature;
      try {
        if (!signature) throw new Error("Stripe's library offers no signature check");
        signature.verifyHeader(
          rawBody,
          String(Array.isArray(header) ? header[0] : (header ?? "")),
          settings.webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
      } catch {
        throw new AppError("UNAUTHORIZED", { key: "webhookSignature" }, { reason: "WEBHOOK_SIGNATURE" });
      }
      const event = StripeEvent.safeParse(parseWebhookJson(rawBody));
      if (!event.success) throw webhookUnreadable();
      return toProviderEvent(event.data);
    },
  };
}

function toProviderEvent(event: StripeEvent): ProviderEvent | null {
  const session = () => readObject(CheckoutSession, event);
  switch (event.type) {
    case "checkout.session.completed": {
      const completed = session();
      return fromSession(
        event.id,
        completed,
        completed.payment_status === "unpaid" ? "payment.pending" : "payment.completed",
      );
    }
    case "checkout.session.async_payment_succeeded":
      return fromSession(event.id, session(), "payment.completed");
    case "checkout.session.async_payment_failed":
      return fromSession(event.id, session(), "payment.failed", "async_payment_failed");
    case "checkout.session.expired":
      return fromSession(event.id, session(), "payment.failed", "expired");
    case "charge.refunded": {
      const charge = readObject(Charge, event);
      const paymentId = charge.metadata?.paymentId;
      if (!paymentId || charge.amount_refunded < charge.amount) return null;
      return { eventId: event.id, type: "payment.refunded", paymentId, providerPaymentId: charge.id };
    }
    default:
      return null;
  }
}

/** The event's object as `schema` reads it; an event acted on without it is unreadable. */
function readObject<T>(schema: z.ZodType<T>, event: StripeEvent): T {
  const read = schema.safeParse(event.data.object);
  if (!read.success) throw webhookUnreadable();
  return read.data;
}

function fromSession(
  eventId: string,
  session: z.infer<typeof CheckoutSession>,
  type: ProviderEvent["type"],
  failureCode?: string,
): ProviderEvent | null {
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
  if (!paymentId) return null;
  return { eventId, type, paymentId, providerPaymentId: session.id, ...(failureCode ? { failureCode } : {}) };
}
