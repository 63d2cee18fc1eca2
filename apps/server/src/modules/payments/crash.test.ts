/**
 * The real server process, killed with SIGKILL while webhooks pour in: after a restart the ledger
 * audit is clean, every completion the server answered is in the ledger, and the provider's
 * redeliveries complete the rest exactly once. On PostgreSQL when the suite runs there, otherwise
 * on an embedded data folder.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { minor, usdCents } from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { ledgerTransactions, players, walletAccounts } from "../../db/schema/index.ts";
import { systemClock } from "../../lib/clock.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import { createScratchDatabase } from "../../test/build-test-app.ts";
import { spawnServer } from "../../test/spawn-server.ts";
import { createWallet } from "../wallet/service.ts";
import { createPayments } from "./service.ts";

const SECRET = "the crash test's sandbox secret, long enough";
/** Enough that the kill lands mid-load, few enough for a busy machine. */
const PAYMENTS = 150;
const quote = {
  packageId: "coins-500",
  title: "500 coins",
  offerType: "regular",
  methodId: 1,
  priceMinor: usdCents(499),
  coins: minor("coins", 500_000),
  entries: minor("entries", 500),
};

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

async function target(): Promise<Target> {
  const adminUrl = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }).testDatabaseUrl;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, inject("postgresTemplateDatabase") ?? undefined);
    return {
      env: { DATABASE_URL: scratch.url, DATA_DIR: "" },
      open: () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 }),
      cleanUp: () => scratch.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "reelhouse-crash-"));
  return {
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
    open: () => openDatabase({ kind: "pglite", dataDir }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The server with the sandbox provider, no demo data and no rate limit in the way of the load. */
const startServer = (env: Record<string, string>) =>
  spawnServer({ ...env, DEMO_DATA: "false", RATE_LIMIT_MAX: "100000", PAYMENTS_SANDBOX_SECRET: SECRET });

function sendCompletion(baseUrl: string, paymentId: string): Promise<Response> {
  const body = JSON.stringify({
    eventId: `evt_${paymentId}`,
    type: "payment.completed",
    paymentId,
    providerPaymentId: `sbx_${paymentId}`,
  });
  return fetch(`${baseUrl}/rest/payments/webhook/sandbox/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(SECRET, body, new Date()),
    },
    body,
  });
}

it("keeps the ledger whole when the server is killed mid-load, and credits every payment once", async () => {
  const where = await target();
  try {
    // Players and their payments, made before the server starts.
    const setup = await where.open();
    await setup.migrate();
    const wallet = createWallet({
      db: setup.db,
      clock: systemClock,
      settings: {
        welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
        playThroughMultiplier: 1,
      },
    });
    const payments = createPayments({
      db: setup.db,
      clock: systemClock,
      wallet,
      // Each player here buys once: there are no purchases of one player to take in turn.
      accounts: { within: () => ({ lockStanding: async () => undefined }) },
      // Creating payments checks no limits; the server under test completes them with its own.
      responsiblePlay: {
        within: () => ({
          assertPurchaseAllowed: async () => undefined,
          limitPassed: async () => null,
        }),
      },
      log: { warn: () => {} },
      provider: {
        name: "sandbox",
        methods: ["card"],
        checkout: async ({ paymentId }) => ({ url: `/cashIframe?paymentId=${paymentId}` }),
        readWebhook: () => {
          throw new Error("not used");
        },
      },
    });
    const paymentIds: string[] = [];
    for (let index = 0; index < PAYMENTS; index++) {
      const playerId = randomUUID();
      const now = new Date();
      await setup.db
        .insert(players)
        .values({ id: playerId, email: `crash-${index}@example.com`, createdAt: now, updatedAt: now });
      paymentIds.push((await payments.createPayment(playerId, quote, `crash-${index}`)).id);
    }
    await setup.close();

    // Webhooks pour in; the process is killed once a third of them were answered.
    const first = await startServer(where.env);
    const answered = new Set<string>();
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    await Promise.allSettled(
      paymentIds.map(async (paymentId) => {
        const response = await sendCompletion(first.baseUrl, paymentId);
        const answer = (await response.json()) as { status?: string };
        if (response.status === 200 && answer.status === "completed") answered.add(paymentId);
        if (answered.size === Math.floor(PAYMENTS / 3)) first.child.kill("SIGKILL");
      }),
    );
    first.child.kill("SIGKILL");
    await exited;
    // The kill landed mid-load: some completions were answered, others never were.
    expect(answered.size).toBeGreaterThanOrEqual(Math.floor(PAYMENTS / 3));
    expect(answered.size).toBeLessThan(PAYMENTS);

    // The provider redelivers everything after the restart.
    const second = await startServer(where.env);
    const redelivered = await Promise.all(
      paymentIds.map((paymentId) => sendCompletion(second.baseUrl, paymentId)),
    );
    expect(redelivered.every((response) => response.status === 200)).toBe(true);
    const stopped = new Promise((resolve) => second.child.once("exit", resolve));
    second.child.kill("SIGTERM");
    await stopped;

    const after = await where.open();
    try {
      const audit = await createWallet({
        db: after.db,
        clock: systemClock,
        settings: {
          welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
          playThroughMultiplier: 1,
        },
      }).audit();
      expect(audit.violations).toEqual([]);
      const purchases = await after.db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.kind, "purchase"));
      const credited = new Set(purchases.map(({ key }) => key.replace(/^purchase:/, "")));
      expect(purchases).toHaveLength(PAYMENTS);
      for (const paymentId of answered) expect(credited.has(paymentId)).toBe(true);
      const [total] = await after.db
        .select({ coins: sql<string>`sum(${walletAccounts.balance})` })
        .from(walletAccounts)
        .where(eq(walletAccounts.currency, "coins"));
      expect(Number(total?.coins)).toBe(PAYMENTS * quote.coins);
    } finally {
      await after.close();
    }
  } finally {
    await where.cleanUp();
  }
  // Two server starts and the load between them: minutes on a busy machine.
}, 300_000);
