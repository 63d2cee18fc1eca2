/** Builds the Fastify instance: external plugins → app plugins → modules → the web site. */
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import formBody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config/env.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { webRoot } from "./lib/paths.ts";
import { profileRoutes } from "./modules/accounts/profile-routes.ts";
import { accountsRoutes, LOGOUT_PATH, requesterFrom } from "./modules/accounts/routes.ts";
import { createAccounts, socialButtonsFrom } from "./modules/accounts/service.ts";
import { APPLE_CALLBACK_PATH, socialRoutes } from "./modules/accounts/social-routes.ts";
import { devOutboxRoutes } from "./modules/messaging/routes.ts";
import { createMessaging, renderEmail } from "./modules/messaging/service.ts";
import { pagesRoutes } from "./modules/pages/routes.ts";
import { seedDemoPages } from "./modules/pages/service.ts";
import { restrictionRoutes } from "./modules/restrictions/routes.ts";
import { seedDefaultRules } from "./modules/restrictions/service.ts";
import { createSocialAuth } from "./modules/social-auth/service.ts";
import compression from "./plugins/compression.ts";
import csrf from "./plugins/csrf.ts";
import errorHandler from "./plugins/error-handler.ts";
import health from "./plugins/health.ts";
import openApi from "./plugins/openapi.ts";
import rateLimit from "./plugins/rate-limit.ts";
import redis from "./plugins/redis.ts";
import security from "./plugins/security.ts";
import session from "./plugins/session.ts";
import { webPlugin } from "./plugins/web.ts";
import { webRequestContext } from "./plugins/web-context.ts";

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** An already open database; when given, its owner closes it. Otherwise the app opens and closes its own. */
  database?: Database;
  /** Overrides `config.serveSite`; API tests turn the site off. */
  serveSite?: boolean;
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      ...(config.env === "development"
        ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }
        : {}),
    },
    trustProxy: config.trustProxy,
    // Behind a trusted proxy the load balancer's id ties our logs to its own; otherwise we mint one.
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return config.trustProxy && typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const database =
    options.database ??
    (await openDatabase(config.database, {
      onIdleConnectionError: (error) => app.log.warn({ err: error }, "database connection lost while idle"),
    }));
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  // Geo rules gate every player, so a fresh installation starts with them, demo data or not.
  const rulesAdded = await seedDefaultRules(database.db, clock);
  if (rulesAdded > 0) app.log.info({ added: rulesAdded }, "default restriction rules added");
  if (config.demoData) {
    const added = await seedDemoPages(database.db, clock);
    if (added > 0) app.log.info({ added }, "demo pages added");
  }

  await app.register(errorHandler);
  await app.register(security, { isDevelopment: config.env === "development" });
  await app.register(compression);
  await app.register(redis, { connection: config.redis });
  await app.register(rateLimit, config.rateLimit);
  await app.register(cookie);
  await app.register(openApi);
  await app.register(health, {
    probes: [
      { name: "database", check: () => database.ping() },
      ...(app.redis ? [{ name: "redis", check: async () => (await app.redis?.ping()) === "PONG" }] : []),
    ],
  });

  // One messaging service for the whole app; modules that send email or SMS receive it here.
  const messaging = createMessaging({
    db: database.db,
    clock,
    config: config.messaging,
    log: app.log.child({ module: "messaging" }),
  });
  app.addHook("onClose", () => messaging.close());

  const accounts = createAccounts({
    db: database.db,
    clock,
    log: app.log.child({ module: "accounts" }),
    messenger: {
      sendEmail: (email) => messaging.sendEmail(email),
      sendSms: (sms) => messaging.sendSms(sms),
      renderEmail,
    },
    settings: config.session,
  });
  await accounts.ensureTermsPublished();
  const socialAuth = createSocialAuth(config.social, {
    clock,
    log: app.log.child({ module: "social-auth" }),
  });
  const requesterOf = requesterFrom(config);

  // Sessions and the cross-site check come before every route that reads or writes account data.
  await app.register(session, {
    secureCookies: config.session.secureCookies,
    resolve: accounts.resolveSession,
  });
  await app.register(csrf, { unsafeGetPaths: [LOGOUT_PATH], crossSitePostPaths: [APPLE_CALLBACK_PATH] });
  await app.register(formBody);

  await app.register(pagesRoutes, { db: database.db });
  if (messaging.isOutboxEnabled) await app.register(devOutboxRoutes, { messaging });
  await app.register(accountsRoutes, {
    accounts,
    config,
    requesterOf,
    socialButtons: async () => socialButtonsFrom(await socialAuth.listSocialProviders(), APPLE_CALLBACK_PATH),
  });
  await app.register(profileRoutes, { accounts, requesterOf });
  await app.register(socialRoutes, {
    accounts,
    socialAuth,
    secureCookies: config.session.secureCookies,
    requesterOf,
  });
  await app.register(restrictionRoutes, { db: database.db, clock });

  if (options.serveSite ?? config.serveSite) {
    await app.register(webPlugin, {
      mode: config.env === "development" ? "development" : "production",
      webRoot,
      contextFor: (request, reply) => webRequestContext(app, config, request, reply),
    });
  }
  return app;
}
