/**
 * Redemptions (ADR 127): the service on `app.redemptions` with the configured payout provider, its
 * routes (the player's, the operator's and the provider's webhook), its realtime message and the
 * emails of each move. With the sandbox provider (the default), also the schedule that reports
 * each approved payout's outcome by the sandbox's signed webhook, as a provider would.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import { themeFor } from "../../lib/site.ts";
import { every } from "../../plugins/jobs.ts";
import { renderEmail } from "../messaging/service.ts";
import { createDwollaProvider } from "./dwolla-provider.ts";
import { createRedemptionEmails } from "./emails.ts";
import { RedemptionChanged, redemptionMessages } from "./events.ts";
import type { PayoutProvider } from "./providers.ts";
import { redemptionsRoutes, webhookPath } from "./routes.ts";
import {
  createSandboxPayoutProvider,
  SANDBOX_PAYOUT_DELAY_MS,
  sandboxPayoutWebhookBody,
} from "./sandbox-provider.ts";
import { createRedemptions, type Redemptions } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    redemptions: Redemptions;
  }
}

export const SANDBOX_PAYOUTS_JOB = "redemptions.sandbox-payouts";
const SANDBOX_PAYOUTS_PER_RUN = 50;

async function redemptionsPlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.redemptions;
  const log = app.log.child({ module: "redemptions" });
  const provider: PayoutProvider = settings.dwolla
    ? createDwollaProvider(settings.dwolla, app.clock, log)
    : createSandboxPayoutProvider(settings.sandboxSecret, app.clock);
  const sendEmail = createRedemptionEmails({
    config: app.config,
    contacts: (ids) => app.accounts.contacts(ids),
    renderEmail,
    sendEmail: (email) => app.messaging.sendEmail(email),
  });
  const redemptions = createRedemptions({
    db: app.db,
    clock: app.clock,
    settings,
    provider,
    wallet: app.wallet,
    accounts: app.accounts,
    verification: app.verification,
    restrictions: app.restrictions,
    notify: (notice) =>
      sendEmail(notice).catch((error: unknown) =>
        log.warn(
          { err: error, redemptionId: notice.redemption.id, kind: notice.kind },
          "redemption email not sent",
        ),
      ),
  });
  app.decorate("redemptions", redemptions);
  app.appInit.addSlice(async ({ request }) => ({
    redeem: { isActive: redemptions.isEnabledOn(themeFor(app.config, request)) },
  }));
  app.events.toRealtime(RedemptionChanged, redemptionMessages);
  await app.register(redemptionsRoutes);

  if (provider.name === "sandbox") {
    // The sandbox stands outside the app like a real provider: its webhooks arrive as HTTP requests would.
    app.jobs.schedule({
      name: SANDBOX_PAYOUTS_JOB,
      next: every(2_000),
      run: async () => {
        const due = await redemptions.approvedPayoutsBefore(
          new Date(app.clock.now().getTime() - SANDBOX_PAYOUT_DELAY_MS),
          SANDBOX_PAYOUTS_PER_RUN,
        );
        for (const { transferReference, destinationReference } of due) {
          if (!transferReference) continue;
          const body = sandboxPayoutWebhookBody(transferReference, destinationReference);
          const delivered = await app.inject({
            method: "POST",
            url: webhookPath(app),
            headers: {
              "content-type": "application/json",
              [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(settings.sandboxSecret, body, app.clock.now()),
            },
            payload: body,
          });
          if (delivered.statusCode !== 200)
            throw new Error(`sandbox payout webhook answered ${delivered.statusCode}`);
        }
      },
    });
  }
}

export default fp(redemptionsPlugin, {
  name: "redemptions",
  dependencies: [
    "core",
    "auth",
    "events",
    "jobs",
    "messaging",
    "accounts",
    "wallet",
    "restrictions",
    "verification",
  ],
});
