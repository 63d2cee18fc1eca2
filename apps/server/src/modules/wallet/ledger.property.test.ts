/**
 * Model-based test of the ledger: fast-check runs random sequences of grants, bets, wins,
 * refunds, purchases paid by (replayed, concurrent) signed webhooks, refunded purchases, groups
 * of transfers sent at once, replayed keys and reused keys against the wallet and against a plain
 * model of what the balances must be; after every command the wallet must agree with the model,
 * and after every sequence the audit must find nothing. On PostgreSQL the transfers sent at once
 * go through several connections. WALLET_PROPERTY_RUNS raises the number of sequences.
 */
import { createHmac } from "node:crypto";
import { type Currency, minor, usdCents } from "@reelhouse/contract";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createWallet, type Wallet, type WalletResult } from "./service.ts";

const RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 60);
const WEBHOOK_SECRET = "the model's sandbox secret, thirty-two or more characters";

let t: TestApp;
let concurrentWallet: Wallet;
beforeAll(async () => {
  // Half-way play-through, so sequences reach the point where promotional entries turn redeemable.
  t = await buildTestApp({
    WELCOME_COINS: "0",
    WELCOME_ENTRIES: "0",
    PLAY_THROUGH_MULTIPLIER: "0.5",
    PAYMENTS_SANDBOX_SECRET: WEBHOOK_SECRET,
    // Every sequence signs up and sends webhooks from one address: far more than a visitor would.
    RATE_LIMIT_MAX: "100000",
  });
  // Groups on several connections at once (on PostgreSQL), as several server processes would.
  concurrentWallet = createWallet({
    db: t.database.db,
    clock: t.clock,
    settings: {
      welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
      playThroughMultiplier: 0.5,
    },
    batching: { concurrency: 4, maxBatch: 3 },
  });
});
afterAll(() => t.close());

/** The wallet's balances as the model counts them, in plain numbers. */
interface ModelBalances {
  coins: number;
  entries: { total: number; promotional: number; redeemable: number; playThroughLeft: number };
}

interface Model {
  balances: ModelBalances;
  bets: {
    key: string;
    currency: Currency;
    amount: number;
    fromPromotional: number;
    fromRedeemable: number;
    playThroughUsed: number;
    refunded: boolean;
  }[];
  purchases: { paymentId: string; coins: number; entries: number; refunded: boolean }[];
  /** Every operation that succeeded, to be replayed or reused. */
  done: {
    key: string;
    again: () => Promise<WalletResult>;
    result: WalletResult;
    misuse: () => Promise<WalletResult>;
  }[];
}

interface Real {
  wallet: Wallet;
  playerId: string;
  nextKey(): string;
}

const empty = (): ModelBalances => ({
  coins: 0,
  entries: { total: 0, promotional: 0, redeemable: 0, playThroughLeft: 0 },
});

function withTotal(balances: ModelBalances): ModelBalances {
  balances.entries.total = balances.entries.promotional + balances.entries.redeemable;
  return balances;
}

const round = { gameId: "model", roundId: "r" };
let webhookEvents = 0;

/** A sandbox webhook, signed as the provider documents it (ADR 073), delivered over HTTP. */
function deliver(paymentId: string, type: string, eventId = `model-evt-${++webhookEvents}`) {
  const body = JSON.stringify({ eventId, type, paymentId, providerPaymentId: `sbx_${paymentId}` });
  const at = Math.floor(t.clock.now().getTime() / 1000);
  const signature = createHmac("sha256", WEBHOOK_SECRET).update(`${at}.${body}`).digest("hex");
  return t.app.inject({
    method: "POST",
    url: "/rest/payments/webhook/sandbox/",
    headers: { "content-type": "application/json", "sandbox-signature": `t=${at},v1=${signature}` },
    payload: body,
  });
}

/** A package bought and paid: the completion arrives several times at once, some redelivered. */
class Purchase implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly coins: number,
    readonly entries: number,
    readonly deliveries: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const quote = {
      packageId: "model-package",
      title: "Model package",
      offerType: "regular",
      methodId: 1,
      priceMinor: usdCents(999),
      coins: minor("coins", this.coins),
      entries: minor("entries", this.entries),
    };
    const payment = await t.app.payments.createPayment(real.playerId, quote, real.nextKey());
    const answers = await Promise.all(
      Array.from({ length: this.deliveries }, (_, index) =>
        deliver(payment.id, "payment.completed", index % 2 === 0 ? `model-done-${payment.id}` : undefined),
      ),
    );
    expect(answers.map((answer) => answer.json().status)).toEqual(answers.map(() => "completed"));
    model.balances.coins += this.coins;
    model.balances.entries.promotional += this.entries;
    model.balances.entries.playThroughLeft += Math.ceil(this.entries * 0.5);
    model.purchases.push({
      paymentId: payment.id,
      coins: this.coins,
      entries: this.entries,
      refunded: false,
    });
    expect(await real.wallet.balances(real.playerId)).toEqual(withTotal(model.balances));
  }
  toString = () => `purchase(${this.coins}, ${this.entries}, ×${this.deliveries})`;
}

/** A paid package refunded, the refund notice arriving twice at once: taken back once, never below zero. */
class PurchaseRefund implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.purchases.length > 0;
  async run(model: Model, real: Real) {
    const purchase = model.purchases[this.pick % model.purchases.length];
    if (!purchase) return;
    await Promise.all([
      deliver(purchase.paymentId, "payment.refunded"),
      deliver(purchase.paymentId, "payment.refunded"),
    ]);
    if (!purchase.refunded) {
      purchase.refunded = true;
      const { balances } = model;
      balances.coins -= Math.min(purchase.coins, balances.coins);
      const fromPromotional = Math.min(purchase.entries, balances.entries.promotional);
      const fromRedeemable = Math.min(purchase.entries - fromPromotional, balances.entries.redeemable);
      balances.entries.playThroughLeft =
        balances.entries.promotional === fromPromotional
          ? 0
          : Math.max(0, balances.entries.playThroughLeft - Math.ceil(purchase.entries * 0.5));
      balances.entries.promotional -= fromPromotional;
      balances.entries.redeemable -= fromRedeemable;
    }
    expect(await real.wallet.balances(real.playerId)).toEqual(withTotal(model.balances));
  }
  toString = () => `purchaseRefund(#${this.pick})`;
}

/** Coin wins, grants and affordable bets sent at once: whatever their order, the same end balance. */
class AtOnce implements fc.AsyncCommand<Model, Real> {
  constructor(readonly moves: { kind: "bet" | "win" | "grant"; amount: number }[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    let budget = model.balances.coins;
    const affordable = this.moves.filter((move) => {
      if (move.kind !== "bet") return true;
      if (move.amount > budget) return false;
      budget -= move.amount;
      return true;
    });
    await Promise.all(
      affordable.map((move) => {
        const key = real.nextKey();
        if (move.kind === "bet")
          return concurrentWallet.bet(real.playerId, "coins", minor("coins", move.amount), key, round);
        if (move.kind === "win")
          return concurrentWallet.win(real.playerId, "coins", minor("coins", move.amount), key, round);
        return concurrentWallet.grant(real.playerId, { coins: minor("coins", move.amount) }, key, "model");
      }),
    );
    for (const move of affordable) model.balances.coins += move.kind === "bet" ? -move.amount : move.amount;
    expect(await real.wallet.balances(real.playerId)).toEqual(withTotal(model.balances));
  }
  toString = () => `atOnce(${this.moves.map((move) => `${move.kind} ${move.amount}`).join(", ")})`;
}

class Grant implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly coins: number,
    readonly entries: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = real.nextKey();
    const amounts = { coins: minor("coins", this.coins), entries: minor("entries", this.entries) };
    const result = await real.wallet.grant(real.playerId, amounts, key, "model");
    model.balances.coins += this.coins;
    model.balances.entries.promotional += this.entries;
    model.balances.entries.playThroughLeft += Math.ceil(this.entries * 0.5);
    expect(result.balances).toEqual(withTotal(model.balances));
    model.done.push({
      key,
      result,
      again: () => real.wallet.grant(real.playerId, amounts, key, "model"),
      misuse: () => real.wallet.grant(real.playerId, { coins: minor("coins", this.coins + 1) }, key, "model"),
    });
  }
  toString = () => `grant(${this.coins}, ${this.entries})`;
}

class Bet implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly currency: Currency,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = real.nextKey();
    const attempt = real.wallet.bet(
      real.playerId,
      this.currency,
      minor(this.currency, this.amount),
      key,
      round,
    );
    const { coins, entries } = model.balances;
    const available = this.currency === "coins" ? coins : entries.promotional + entries.redeemable;
    if (available < this.amount) {
      await expect(attempt).rejects.toMatchObject({ reason: "INSUFFICIENT_FUNDS" });
      return;
    }
    const result = await attempt;
    let bet = { fromPromotional: 0, fromRedeemable: 0, playThroughUsed: 0 };
    if (this.currency === "coins") {
      model.balances.coins -= this.amount;
    } else {
      const fromPromotional = Math.min(this.amount, entries.promotional);
      const playThroughUsed = Math.min(this.amount, entries.playThroughLeft);
      entries.playThroughLeft -= playThroughUsed;
      const converted = entries.playThroughLeft === 0 ? entries.promotional - fromPromotional : 0;
      entries.promotional -= fromPromotional + converted;
      entries.redeemable += converted - (this.amount - fromPromotional);
      bet = { fromPromotional, fromRedeemable: this.amount - fromPromotional, playThroughUsed };
    }
    expect(result.balances).toEqual(withTotal(model.balances));
    model.bets.push({ key, currency: this.currency, amount: this.amount, refunded: false, ...bet });
    model.done.push({
      key,
      result,
      again: () =>
        real.wallet.bet(real.playerId, this.currency, minor(this.currency, this.amount), key, round),
      misuse: () =>
        real.wallet.bet(real.playerId, this.currency, minor(this.currency, this.amount + 1), key, round),
    });
  }
  toString = () => `bet(${this.currency}, ${this.amount})`;
}

class Win implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly currency: Currency,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = real.nextKey();
    const result = await real.wallet.win(
      real.playerId,
      this.currency,
      minor(this.currency, this.amount),
      key,
      round,
    );
    if (this.currency === "coins") model.balances.coins += this.amount;
    else model.balances.entries.redeemable += this.amount;
    expect(result.balances).toEqual(withTotal(model.balances));
    model.done.push({
      key,
      result,
      again: () =>
        real.wallet.win(real.playerId, this.currency, minor(this.currency, this.amount), key, round),
      misuse: () =>
        real.wallet.win(real.playerId, this.currency, minor(this.currency, this.amount + 1), key, round),
    });
  }
  toString = () => `win(${this.currency}, ${this.amount})`;
}

class Refund implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.bets.length > 0;
  async run(model: Model, real: Real) {
    const bet = model.bets[this.pick % model.bets.length];
    if (!bet) return;
    const result = await real.wallet.refund(real.playerId, bet.key);
    if (!bet.refunded) {
      bet.refunded = true;
      if (bet.currency === "coins") model.balances.coins += bet.amount;
      else {
        model.balances.entries.promotional += bet.fromPromotional;
        model.balances.entries.redeemable += bet.fromRedeemable;
        model.balances.entries.playThroughLeft += bet.playThroughUsed;
      }
      // Balances moved on since; a refund's answer is checked when it is first given.
      expect(result.balances).toEqual(withTotal(model.balances));
    }
  }
  toString = () => `refund(#${this.pick})`;
}

class Replay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.done.length > 0;
  async run(model: Model, real: Real) {
    const earlier = model.done[this.pick % model.done.length];
    if (!earlier) return;
    expect(await earlier.again()).toEqual(earlier.result);
    expect(await real.wallet.balances(real.playerId)).toEqual(withTotal(model.balances));
  }
  toString = () => `replay(#${this.pick})`;
}

class ReuseKey implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.done.length > 0;
  async run(model: Model, real: Real) {
    const earlier = model.done[this.pick % model.done.length];
    if (!earlier) return;
    await expect(earlier.misuse()).rejects.toMatchObject({ reason: "IDEMPOTENCY_KEY_REUSED" });
    expect(await real.wallet.balances(real.playerId)).toEqual(withTotal(model.balances));
  }
  toString = () => `reuse(#${this.pick})`;
}

const amount = fc.integer({ min: 1, max: 5_000 });
const currency = fc.constantFrom<Currency>("coins", "entries");
const commands = [
  fc
    .tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 5_000 }))
    .filter(([coins, entries]) => coins + entries > 0)
    .map(([coins, entries]) => new Grant(coins, entries)),
  fc.tuple(currency, amount).map(([which, value]) => new Bet(which, value)),
  fc.tuple(currency, amount).map(([which, value]) => new Win(which, value)),
  fc.nat().map((pick) => new Refund(pick)),
  fc.nat().map((pick) => new Replay(pick)),
  fc.nat().map((pick) => new ReuseKey(pick)),
  fc
    .tuple(
      fc.integer({ min: 1, max: 5_000 }),
      fc.integer({ min: 0, max: 5_000 }),
      fc.integer({ min: 1, max: 4 }),
    )
    .map(([coins, entries, deliveries]) => new Purchase(coins, entries, deliveries)),
  fc.nat().map((pick) => new PurchaseRefund(pick)),
  fc
    .array(fc.record({ kind: fc.constantFrom<"bet" | "win" | "grant">("bet", "win", "grant"), amount }), {
      minLength: 2,
      maxLength: 8,
    })
    .map((moves) => new AtOnce(moves)),
];

let sequence = 0;
it(
  "agrees with the model after every command, and the audit finds nothing",
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { size: "+1" }), async (run) => {
        const id = ++sequence;
        const signedUp = await t.app.inject({
          method: "POST",
          url: "/rest/registration/",
          payload: {
            email: `model-${id}@example.com`,
            password: "correct horse battery staple",
            termsVersion: 1,
          },
        });
        let keys = 0;
        const real: Real = {
          wallet: t.app.wallet,
          playerId: signedUp.json().data.playerId,
          nextKey: () => `model-${id}-${++keys}`,
        };
        await fc.asyncModelRun(
          () => ({ model: { balances: empty(), bets: [], purchases: [], done: [] }, real }),
          run,
        );
        expect((await t.app.wallet.audit()).violations).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  },
  Math.max(600_000, RUNS * 2_000),
);
