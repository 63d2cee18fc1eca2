/**
 * Editorial pages (spec §7 "Pages"): the service on `app.pages`, its route, and the standard pages
 * (terms, privacy, sweepstakes rules, responsible play) every site starts with, demo data or not:
 * the footer links to them, and an operator edits them rather than writing them from nothing. Pages name the operator, the geo rules and the
 * terms version's date, so the module comes after accounts and restrictions.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { themesWithPlaceholderOperator } from "../../config/operator.ts";
import { pagesRoutes } from "./routes.ts";
import { createPages, type Pages, seedStandardPages } from "./service.ts";

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
      mailIn: app.config.mailIn,
      restrictions: app.restrictions,
      accounts: app.accounts,
    }),
  );
  const placeholders = themesWithPlaceholderOperator(app.config.operators);
  if (placeholders.length > 0) {
    app.log.warn(
      { themes: placeholders },
      "The legal pages and emails of these themes name a placeholder operator: set OPERATOR_CONFIG before going live (docs/operations.md)",
    );
  }
  const added = await seedStandardPages(app.db, app.clock);
  if (added > 0) app.log.info({ added }, "standard pages added");
  await app.register(pagesRoutes);
}

export default fp(pagesPlugin, { name: "pages", dependencies: ["core", "accounts", "restrictions"] });
