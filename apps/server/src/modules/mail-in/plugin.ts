/** mail-in: free entries by mail. Builds the service on `app.mailIn` and registers its routes. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { mailInRoutes } from "./routes.ts";
import { createMailIn, type MailIn } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailIn: MailIn;
  }
}

async function mailInPlugin(app: FastifyInstance): Promise<void> {
  app.decorate(
    "mailIn",
    createMailIn({
      db: app.db,
      clock: app.clock,
      log: app.log,
      config: app.config.mailIn,
      operators: app.config.operators,
      wallet: app.wallet,
      accounts: app.accounts,
      messaging: app.messaging,
    }),
  );
  await app.register(mailInRoutes);
}

export default fp(mailInPlugin, {
  name: "mail-in",
  dependencies: ["core", "auth", "accounts", "wallet", "messaging"],
});
