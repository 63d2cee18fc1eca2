/**
 * Editorial pages (spec §7 "Pages"): the service on `app.pages`, its route, and the demo pages a
 * fresh installation with demo data starts with. Pages name the operator, the geo rules and the
 * terms version's date, so the module comes after accounts and restrictions.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pagesRoutes } from "./routes.ts";
import { createPages, type Pages, seedDemoPages } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    pages: Pages;
  }
}

async function pagesPlugin(app: FastifyInstance): Promise<void> {
  app.decorate(
    "pages",
    createPages({
      db: app.db,
      operators: app.config.operators,
      wallet: app.config.wallet,
      restrictions: app.restrictions,
      accounts: app.accounts,
    }),
  );
  if (app.config.demoData) {
    const added = await seedDemoPages(app.db, app.clock);
    if (added > 0) app.log.info({ added }, "demo pages added");
  }
  await app.register(pagesRoutes);
}

export default fp(pagesPlugin, { name: "pages", dependencies: ["core", "accounts", "restrictions"] });
