/**
 * Daily login: the service on `app.dailyLogin`, its routes, its promotion (settings schema and the
 * demo's climb), its feature in the site's feature info and promotions page, and its app-init slice.
 */
import type { ThemeId } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { visitorOf } from "../promotions/service.ts";
import { dailyLoginRoutes } from "./routes.ts";
import { createDailyLogin, type DailyLogin } from "./service.ts";
import { dailyLoginPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    dailyLogin: DailyLogin;
  }
}

/** Spec §6: the themes that keep the player's climb in their start-up state. */
const THEMES_WITH_INFO_IN_STATE: ReadonlySet<ThemeId> = new Set(["funrize", "sws", "funzCity"]);

async function dailyLoginPlugin(app: FastifyInstance): Promise<void> {
  const dailyLogin = createDailyLogin({
    db: app.db,
    clock: app.clock,
    promotions: app.promotions,
  });
  app.decorate("dailyLogin", dailyLogin);
  app.promotions.define(dailyLoginPromotion);
  app.promotions.registerFeature({
    key: "daily-login",
    info: (visitor) =>
      visitor.playerId ? dailyLogin.info({ ...visitor, playerId: visitor.playerId }) : Promise.resolve(null),
    card: dailyLogin.card,
  });
  app.appInit.addSlice(async ({ request, playerId }) => {
    if (!playerId) return {};
    const visitor = { ...visitorOf(app, request), playerId };
    const info = await dailyLogin.info(visitor);
    return {
      dailyLogin: { isActive: info !== null },
      dailyLoginInfo: THEMES_WITH_INFO_IN_STATE.has(visitor.theme) ? info : null,
    };
  });
  await app.register(dailyLoginRoutes);
}

export default fp(dailyLoginPlugin, {
  name: "daily-login",
  dependencies: ["core", "auth", "app-init", "promotions"],
});
