import { APP_INIT_DEFAULTS, AppInitResponse, THEME_DISPLAY_NAMES } from "@reelhouse/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import type { Db } from "../db/client.ts";
import { ManualClock } from "../lib/clock.ts";
import appInit from "./app-init.ts";
import core from "./core.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });
const terms = { currentVersion: 3, acceptedVersion: null, needsAcceptance: false };

let app: FastifyInstance;
afterEach(() => app.close());

/** A bare app with the aggregator and a signed-in visitor `p-1`; the database is never touched. */
async function appWith(register: (app: FastifyInstance) => void) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("loadSession", async () => ({ playerId: "p-1", tokenHash: "hash" }));
  await app.register(core, { config, clock: new ManualClock(), db: {} as Db });
  await app.register(appInit);
  register(app);
  return (await app.inject({ method: "GET", url: "/rest/app/init/" })).json();
}

describe("app init", () => {
  it("answers the contract's defaults and the brand where no module has a slice", async () => {
    const body = await appWith((app) => app.appInit.addSlice(async () => ({ terms })));
    expect(AppInitResponse.parse(body).data).toEqual({
      ...APP_INIT_DEFAULTS,
      appName: THEME_DISPLAY_NAMES[config.theme.fallback],
      terms,
    });
  });

  it("lays each module's slice over the defaults, for the visitor asking", async () => {
    const body = await appWith((app) => {
      app.appInit.addSlice(async ({ playerId }) => ({ terms, isGuest: playerId === null, login: playerId }));
      app.appInit.addSlice(async () => ({ bingo: { isActive: true }, favoriteGames: [7] }));
    });
    expect(body.data).toMatchObject({
      isGuest: false,
      login: "p-1",
      bingo: { isActive: true },
      favoriteGames: [7],
      moneyBox: { isActive: false },
    });
  });
});
