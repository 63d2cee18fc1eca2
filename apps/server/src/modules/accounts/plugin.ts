/**
 * Player accounts: sign-up and sign-in, sessions, recovery, confirmation and the player's own data.
 * The service goes on `app.accounts`; the module owns the session table, so it registers the
 * session plugin with its resolver (modules that read the session declare `dependencies:
 * ["session"]`). It contributes its slice of app init, with the social sign-in buttons.
 */
import { socialRedirectPath } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import session from "../../plugins/session.ts";
import { renderEmail } from "../messaging/service.ts";
import { ProfileUpdated, profileMessages, SessionsEnded, sessionsEndedControls } from "./events.ts";
import { profileRoutes } from "./profile-routes.ts";
import { accountsRoutes, requesterFrom } from "./routes.ts";
import { securityRoutes } from "./security-routes.ts";
import { type Accounts, createAccounts, socialButtonsFrom } from "./service.ts";
import { socialRoutes } from "./social-routes.ts";
import { socialsRoutes } from "./socials-routes.ts";
import { subscriptionRoutes } from "./subscription-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

async function accountsPlugin(app: FastifyInstance): Promise<void> {
  const { messaging, socialAuth } = app;
  const accounts = createAccounts({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: "accounts" }),
    messenger: {
      sendEmail: (email) => messaging.sendEmail(email),
      sendMarketingEmail: (email) => messaging.sendMarketingEmail(email),
      sendSms: (sms) => messaging.sendSms(sms),
      renderEmail,
    },
    settings: app.config.session,
    playerCreatedHooks: [],
  });
  await accounts.ensureTermsPublished();
  app.decorate("accounts", accounts);
  app.events.toRealtime(ProfileUpdated, profileMessages);
  app.events.toControls(SessionsEnded, sessionsEndedControls);

  await app.register(session, {
    secureCookies: app.config.session.secureCookies,
    resolve: accounts.resolveSession,
  });

  app.appInit.addSlice(async ({ playerId }) =>
    accounts.appInit(
      playerId,
      socialButtonsFrom(await socialAuth.listSocialProviders(), socialRedirectPath("apple")),
    ),
  );

  const requesterOf = requesterFrom(app.config);
  await app.register(accountsRoutes, { requesterOf });
  await app.register(profileRoutes, { requesterOf });
  await app.register(socialRoutes, { requesterOf });
  await app.register(securityRoutes, { requesterOf });
  await app.register(socialsRoutes);
  await app.register(subscriptionRoutes);
}

export default fp(accountsPlugin, {
  name: "accounts",
  dependencies: ["core", "auth", "app-init", "events", "messaging", "social-auth"],
});
