/**
 * Geo restrictions (spec §7 "Restrictions"): the service on `app.restrictions`, its routes, and the
 * default rules. Geo rules gate every player, so a fresh installation starts with them, demo data
 * or not.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { restrictionsRoutes } from "./routes.ts";
import { createRestrictions, type Restrictions, seedDefaultRules } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    restrictions: Restrictions;
  }
}

async function restrictionsPlugin(app: FastifyInstance): Promise<void> {
  const rulesAdded = await seedDefaultRules(app.db, app.clock);
  if (rulesAdded > 0) app.log.info({ added: rulesAdded }, "default restriction rules added");
  app.decorate("restrictions", createRestrictions(app.db, app.clock));
  await app.register(restrictionsRoutes);
}

export default fp(restrictionsPlugin, { name: "restrictions", dependencies: ["core", "session"] });
