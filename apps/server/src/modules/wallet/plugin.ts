/**
 * The wallet: the service on `app.wallet`, each new player's welcome grant (written in the
 * transaction that creates the player) and its part of app init (balances, deposits).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DEFAULT_BATCHING } from "./batcher.ts";
import { balanceMessages, WalletTransaction } from "./events.ts";
import { walletRoutes } from "./routes.ts";
import { createWallet, type Wallet } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    wallet: Wallet;
  }
}

async function walletPlugin(app: FastifyInstance): Promise<void> {
  const { database } = app.config;
  const wallet = createWallet({
    db: app.db,
    clock: app.clock,
    settings: app.config.wallet,
    // A few groups commit at once on PostgreSQL, leaving the rest of the pool to everything else.
    batching: {
      ...DEFAULT_BATCHING,
      concurrency: database.kind === "postgres" ? Math.max(1, Math.floor(database.poolSize / 4)) : 1,
    },
  });
  app.decorate("wallet", wallet);
  app.events.toRealtime(WalletTransaction, balanceMessages);
  app.accounts.onPlayerCreated((tx, player) => wallet.within(tx).welcome(player.id));
  app.appInit.addSlice(async ({ playerId }) => (playerId ? wallet.appInit(playerId) : {}));
  await app.register(walletRoutes);
}

export default fp(walletPlugin, {
  name: "wallet",
  dependencies: ["core", "auth", "app-init", "events", "accounts"],
});
