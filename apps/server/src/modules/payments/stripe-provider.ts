/**
 * The Stripe provider (ADR 074): a Checkout Session per payment, and Stripe's webhooks, whose
 * signature is checked by Stripe's own library, mapped onto the payment's life.
 *
 * - `checkout.session.completed`: paid → completed; not yet paid (a bank debit) → pending.
 * - `checkout.session.async_payment_succeeded` → completed; `…_failed` → failed.
 * - `checkout.session.expired` → failed (`expired`).
 * - `charge.refunded`, refunded in full → refunded. A partial refund is left to the operator.
 * Our payment id travels as the session's `client_reference_id` and as metadata on the session
 * and its PaymentIntent (which Stripe copies onto the charge).
 */
import Stripe from "stripe";
import type { StripeSettings } from "../../config/payments.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProvider, ProviderEvent } from "./providers.ts";
import { PAYMENT_TTL_MS } from "./service.ts";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
const TOLERANCE_SECONDS = 300;

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
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
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
      return toProviderEvent(event);
    },
  };
}

function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
  switch (event.type) {
    case "checkout.session.completed":
      return fromSession(
        event.id,
        event.data.object,
        event.data.object.payment_status === "unpaid" ? "payment.pending" : "payment.completed",
      );
    case "checkout.session.async_payment_succeeded":
      return fromSession(event.id, event.data.object, "payment.completed");
    case "checkout.session.async_payment_failed":
      return fromSession(event.id, event.data.object, "payment.failed", "async_payment_failed");
    case "checkout.session.expired":
      return fromSession(event.id, event.data.object, "payment.failed", "expired");
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = charge.metadata?.paymentId;
      if (!paymentId || charge.amount_refunded < charge.amount) return null;
      return { eventId: event.id, type: "payment.refunded", paymentId, providerPaymentId: charge.id };
    }
    default:
      return null;
  }
}

function fromSession(
  eventId: string,
  session: Stripe.Checkout.Session,
  type: ProviderEvent["type"],
  failureCode?: string,
): ProviderEvent | null {
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
  if (!paymentId) return null;
  return { eventId, type, paymentId, providerPaymentId: session.id, ...(failureCode ? { failureCode } : {}) };
}
