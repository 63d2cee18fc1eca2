/** Builds the Fastify instance: external plugins → app plugins → modules → the web site. */
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import formBody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config/env.ts";
import { type Database, fromBuiltDatabase, openDatabase } from "./db/client.ts";
import { guardPool } from "./db/transaction.ts";
import { type Clock, ShiftedClock, systemClock } from "./lib/clock.ts";
import { serializeError, serializeRequest } from "./lib/log-redaction.ts";
import { webRoot } from "./lib/paths.ts";
import { oneLinePerRequest } from "./lib/request-log.ts";
import accounts from "./modules/accounts/plugin.ts";
import cashback from "./modules/cashback/plugin.ts";
import cashier from "./modules/cashier/plugin.ts";
import dailyLogin from "./modules/daily-login/plugin.ts";
import dailyWheel from "./modules/daily-wheel/plugin.ts";
import depositStreak from "./modules/deposit-streak/plugin.ts";
import games from "./modules/games/plugin.ts";
import jackpots from "./modules/jackpots/plugin.ts";
import mailIn from "./modules/mail-in/plugin.ts";
import messaging from "./modules/messaging/plugin.ts";
import notifications from "./modules/notifications/plugin.ts";
import pages from "./modules/pages/plugin.ts";
import payments from "./modules/payments/plugin.ts";
import popups from "./modules/popups/plugin.ts";
import promotions from "./modules/promotions/plugin.ts";
import providerApi from "./modules/provider-api/plugin.ts";
import realtime from "./modules/realtime/plugin.ts";
import redemptions from "./modules/redemptions/plugin.ts";
import referrals from "./modules/referrals/plugin.ts";
import responsiblePlay from "./modules/responsible-play/plugin.ts";
import restrictions from "./modules/restrictions/plugin.ts";
import scratchCards from "./modules/scratch-cards/plugin.ts";
import socialAuth from "./modules/social-auth/plugin.ts";
import studio from "./modules/studio/plugin.ts";
import tournaments from "./modules/tournaments/plugin.ts";
import translations from "./modules/translations/plugin.ts";
import verification from "./modules/verification/plugin.ts";
import wallet from "./modules/wallet/plugin.ts";
import { apiFallbackPlugin } from "./plugins/api-fallback.ts";
import appInit from "./plugins/app-init.ts";
import auth from "./plugins/auth.ts";
import compression from "./plugins/compression.ts";
import core from "./plugins/core.ts";
import csrf from "./plugins/csrf.ts";
import errorHandler from "./plugins/error-handler.ts";
import events from "./plugins/events.ts";
import { createGuestPages } from "./plugins/guest-pages.ts";
import health from "./plugins/health.ts";
import hostCheck from "./plugins/host-check.ts";
import jobs from "./plugins/jobs.ts";
import openApi from "./plugins/openapi.ts";
import rateLimit from "./plugins/rate-limit.ts";
import redis from "./plugins/redis.ts";
import security from "./plugins/security.ts";
import testClock from "./plugins/test-clock.ts";
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
  // A test deployment's clock can be moved forward (plugins/test-clock.ts); any other runs on the system's.
  const shifted = !options.clock && config.testClockSecret ? new ShiftedClock() : null;
  const clock = options.clock ?? shifted ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: serializeError },
      hooks: { logMethod: oneLinePerRequest },
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
    (await openDatabase(fromBuiltDatabase(config.database), {
      onConnectionError: (error) => app.log.warn({ err: error }, "database connection lost"),
    }));
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  // A query on the pool inside a transaction fails loudly outside production (db/transaction.ts).
  const db = config.isProduction ? database.db : guardPool(database.db);
  await app.register(core, { config, clock, db });
  if (shifted && config.testClockSecret) {
    await app.register(testClock, { clock: shifted, secret: config.testClockSecret });
  }
  await app.register(errorHandler);
  await app.register(hostCheck);
  const realtimeCluster = config.realtime.centrifugo?.websocketUrl;
  await app.register(security, {
    isDevelopment: config.env === "development",
    connectOrigins: realtimeCluster ? [new URL(realtimeCluster).origin] : [],
  });
  await app.register(compression);
  await app.register(redis, { connection: config.redis });
  await app.register(rateLimit, config.rateLimit);
  await app.register(cookie);
  await app.register(openApi);
  await app.register(health, {
    probes: [
      { name: "database", check: () => database.ping() },
      // Redis is optional state (ADR 100): without it this instance still serves, so it is no probe.
    ],
  });

  // Cross-site checks and route `auth` come before every route that reads or writes account data.
  await app.register(csrf);
  await app.register(auth);
  await app.register(formBody);
  await app.register(appInit);
  await app.register(events);
  await app.register(jobs);

  // The modules, each one plugin that builds its service, decorates the app and adds its routes.
  const modules = [
    messaging,
    socialAuth,
    accounts,
    wallet,
    jackpots,
    responsiblePlay,
    payments,
    cashier,
    restrictions,
    pages,
    studio,
    promotions,
    dailyLogin,
    dailyWheel,
    cashback,
    depositStreak,
    scratchCards,
    providerApi,
    games,
    tournaments,
    translations,
    realtime,
    notifications,
    verification,
    mailIn,
    redemptions,
    referrals,
    popups,
  ];
  for (const module of modules) await app.register(module);
  // Requests no endpoint takes: 405 with Allow, or 404, for every API path; the site gets the rest.
  await app.register(apiFallbackPlugin);

  if (options.serveSite ?? config.serveSite) {
    await app.register(webPlugin, {
      mode: config.env === "development" ? "development" : "production",
      webRoot,
      contextFor: (request, reply) => webRequestContext(app, config, request, reply),
      ...(config.guestPageTtlMs > 0
        ? {
            guestPages: {
              pages: createGuestPages({ ttlMs: config.guestPageTtlMs, clock }),
              areaOf: (request: FastifyRequest) => app.restrictions.areaOf(request.ip),
            },
          }
        : {}),
    });
  }
  return app;
}
