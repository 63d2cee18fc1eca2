/**
 * The daily wheel: the service on `app.dailyWheel`, its routes, its promotion (settings schema and
 * the demo's wheels), its feature in the site's feature info (`availableWheel`, `boosterWheel`,
 * `extraWheel`) and promotions page, and a spin for each completed purchase (events.ts).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { spinPerPurchase } from "./events.ts";
import { dailyWheelRoutes } from "./routes.ts";
import { createDailyWheel, type DailyWheel } from "./service.ts";
import { dailyWheelPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    dailyWheel: DailyWheel;
  }
}

async function dailyWheelPlugin(app: FastifyInstance): Promise<void> {
  const dailyWheel = createDailyWheel({
    db: app.db,
    clock: app.clock,
    promotions: app.promotions,
    studio: app.studio,
  });
  app.decorate("dailyWheel", dailyWheel);
  app.promotions.define(dailyWheelPromotion);
  app.promotions.registerWheel({
    info: (visitor) =>
      visitor.playerId ? dailyWheel.info({ ...visitor, playerId: visitor.playerId }) : Promise.resolve(null),
    waiting: dailyWheel.waiting,
    card: dailyWheel.card,
  });
  spinPerPurchase(app);
  await app.register(dailyWheelRoutes);
}

export default fp(dailyWheelPlugin, {
  name: "daily-wheel",
  dependencies: ["core", "auth", "events", "studio", "promotions", "payments", "cashier"],
});
