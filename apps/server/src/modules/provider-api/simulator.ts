/**
 * The provider simulator: every rule of the provider API, played as an outside provider plays it,
 * over the signed client against a server. `npm run provider-sim` runs it against a running server;
 * the test suite runs it against the app on PostgreSQL and on the embedded database.
 */
import { randomUUID } from "node:crypto";
import type { Currency, ProviderApiResponse, ProviderApiStatus, ProviderCurrency } from "@reelhouse/contract";
import { toProviderCurrency } from "@reelhouse/contract";
import type { ProviderApiClient, RawAnswer } from "./client.ts";

export interface SimulationTarget {
  /** Signed with the provider's secret. */
  client: ProviderApiClient;
  /** The game code bets name: the game the player launches. */
  game: string;
  /** Launches the game for the simulated player in `currency`: a fresh token (the previous one stops working). */
  launch(currency: Currency): Promise<string>;
  /** Makes every token launched so far unusable (time passing, or a newer launch). */
  expireTokens(): Promise<void>;
}

export interface SimulationCase {
  name: string;
  run(target: SimulationTarget): Promise<void>;
}

export interface CaseResult {
  name: string;
  passed: boolean;
  error?: string;
}

/** A launched player as the provider learns it from `authenticate`. */
interface Launched {
  token: string;
  user: string;
  currency: ProviderCurrency;
  balance: number;
}

const uuid = () => randomUUID();

export const SIMULATION_CASES: readonly SimulationCase[] = [
  {
    name: "signature: a call with no signature, or a wrong one, is refused with HTTP 401",
    async run({ client }) {
      const body = { request_uuid: uuid(), user: "anyone", currency: "COINS" };
      for (const signature of [null, "0".repeat(64), "not hex"]) {
        const answer = await client.send("balance", body, { signature });
        check(answer.httpStatus === 401, `HTTP ${answer.httpStatus} for signature ${String(signature)}`);
        expectStatus(answer.body, "INVALID_SIGNATURE");
      }
    },
  },
  {
    name: "authenticate: the launch token names the player, the currency and the balance",
    async run(target) {
      const token = await target.launch("coins");
      const answer = await target.client.authenticate({ token });
      expectStatus(answer, "OK");
      check(typeof answer.user === "string" && answer.user.length > 0, "no user");
      check(answer.currency === "COINS", `currency ${answer.currency}`);
      check(Number.isSafeInteger(answer.balance), `balance ${answer.balance}`);
    },
  },
  {
    name: "balance: the player's balance in the currency asked",
    async run(target) {
      const player = await launch(target, "coins");
      const answer = await target.client.balance({ user: player.user, currency: "COINS" });
      expectStatus(answer, "OK");
      expectBalance(answer, player.balance);
    },
  },
  {
    name: "bet: the stake is taken",
    async run(target) {
      const player = await launch(target, "coins");
      const answer = await placeBet(target, player, { amount: 100 });
      expectStatus(answer, "OK");
      expectBalance(answer, player.balance - 100);
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "win: the round's win is paid and the round closed",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 100 });
      const answer = await payWin(target, player, bet, { amount: 250 });
      expectStatus(answer, "OK");
      expectBalance(answer, player.balance - 100 + 250);
    },
  },
  {
    name: "replay: a bet sent again answers what it answered the first time and takes nothing more",
    async run(target) {
      const player = await launch(target, "coins");
      const body = betBody(target, player, { amount: 100 });
      const first = await target.client.send("bet", body);
      const again = await target.client.send("bet", body);
      expectStatus(first.body, "OK");
      check(JSON.stringify(again) === JSON.stringify(first), `replay answered ${JSON.stringify(again.body)}`);
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "concurrent copies: ten copies of a bet sent at once take one stake, and all answer alike",
    async run(target) {
      const player = await launch(target, "coins");
      const body = betBody(target, player, { amount: 100 });
      const answers = await Promise.all(Array.from({ length: 10 }, () => target.client.send("bet", body)));
      expectStatus(answers[0]?.body, "OK");
      const distinct = new Set(answers.map((answer) => JSON.stringify(answer)));
      check(distinct.size === 1, `different answers: ${[...distinct].join(" | ")}`);
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "mismatch: a transaction_uuid sent again with other fields is refused (DUPLICATE_MISMATCH) and changes nothing",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 100 });
      const other = await target.client.bet({ ...withoutRequestUuid(bet.body), amount: 200 });
      expectStatus(other, "DUPLICATE_MISMATCH");
      const asWin = await target.client.win({
        transaction_uuid: bet.body.transaction_uuid,
        reference_transaction_uuid: bet.body.transaction_uuid,
        round: bet.body.round,
        user: player.user,
        currency: player.currency,
        amount: 100,
        round_closed: true,
      });
      expectStatus(asWin, "DUPLICATE_MISMATCH");
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "orphan win: a win naming no bet of its round is refused (BET_NOT_FOUND) and pays nothing",
    async run(target) {
      const player = await launch(target, "coins");
      const unknown = await target.client.win({
        transaction_uuid: uuid(),
        reference_transaction_uuid: uuid(),
        round: uuid(),
        user: player.user,
        currency: player.currency,
        amount: 500,
        round_closed: true,
      });
      expectStatus(unknown, "BET_NOT_FOUND");
      const bet = await placeBet(target, player, { amount: 100 });
      const otherRound = await payWin(target, player, bet, { amount: 500, round: uuid() });
      expectStatus(otherRound, "BET_NOT_FOUND");
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "rollback: the stake is given back",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 300 });
      const answer = await rollBack(target, player, bet);
      expectStatus(answer.body, "OK");
      expectBalance(answer.body, player.balance);
    },
  },
  {
    name: "duplicate rollback: sent again, or as another rollback of the same bet, it succeeds without paying again",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 300 });
      const first = await rollBack(target, player, bet);
      const again = await target.client.send("rollback", first.sent);
      check(
        JSON.stringify(again) === JSON.stringify({ httpStatus: 200, body: first.body }),
        "replay differs",
      );
      const another = await rollBack(target, player, bet);
      expectStatus(another.body, "OK");
      expectBalance(another.body, player.balance);
      await expectBalanceNow(target, player, player.balance);
    },
  },
  {
    name: "unknown rollback: a rollback of a bet never placed answers BET_NOT_FOUND and leaves the balance",
    async run(target) {
      const player = await launch(target, "coins");
      const answer = await target.client.rollback({
        transaction_uuid: uuid(),
        reference_transaction_uuid: uuid(),
        round: uuid(),
        user: player.user,
      });
      expectStatus(answer, "BET_NOT_FOUND");
      await expectBalanceNow(target, player, player.balance);
    },
  },
  {
    name: "settled round: a rollback after a win closed the round is refused (BET_ALREADY_CLOSED)",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 100 });
      expectStatus(await payWin(target, player, bet, { amount: 0 }), "OK");
      const answer = await rollBack(target, player, bet);
      expectStatus(answer.body, "BET_ALREADY_CLOSED");
      await expectBalanceNow(target, player, player.balance - 100);
    },
  },
  {
    name: "won bet: a rollback after a win in the still open round is refused (BET_ALREADY_CLOSED)",
    async run(target) {
      const player = await launch(target, "coins");
      const bet = await placeBet(target, player, { amount: 100 });
      expectStatus(await payWin(target, player, bet, { amount: 250, roundClosed: false }), "OK");
      const answer = await rollBack(target, player, bet);
      expectStatus(answer.body, "BET_ALREADY_CLOSED");
      await expectBalanceNow(target, player, player.balance - 100 + 250);
    },
  },
  {
    name: "expired token: a bet is refused (INVALID_TOKEN), while the win and rollback of rounds already staked go through",
    async run(target) {
      const player = await launch(target, "coins");
      const won = await placeBet(target, player, { amount: 100 });
      const cancelled = await placeBet(target, player, { amount: 200 });
      await target.expireTokens();
      expectStatus(await target.client.authenticate({ token: player.token }), "INVALID_TOKEN");
      expectStatus(await placeBet(target, player, { amount: 100 }), "INVALID_TOKEN");
      expectStatus(await payWin(target, player, won, { amount: 400 }), "OK");
      expectStatus((await rollBack(target, player, cancelled)).body, "OK");
      await expectBalanceNow(target, player, player.balance - 100 + 400);
    },
  },
  {
    name: "insufficient funds: a stake above the balance is refused (INSUFFICIENT_FUNDS) and takes nothing",
    async run(target) {
      const player = await launch(target, "entries");
      const answer = await placeBet(target, player, { amount: player.balance + 1 });
      expectStatus(answer, "INSUFFICIENT_FUNDS");
      expectBalance(answer, player.balance);
      await expectBalanceNow(target, player, player.balance);
    },
  },
];

/** Runs every case in order; a failing case does not stop the others. */
export async function runSimulation(
  target: SimulationTarget,
  onResult: (result: CaseResult) => void = () => {},
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const simulationCase of SIMULATION_CASES) {
    const result = await runCase(simulationCase, target);
    onResult(result);
    results.push(result);
  }
  return results;
}

export async function runCase(simulationCase: SimulationCase, target: SimulationTarget): Promise<CaseResult> {
  try {
    await simulationCase.run(target);
    return { name: simulationCase.name, passed: true };
  } catch (error) {
    return {
      name: simulationCase.name,
      passed: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function launch(target: SimulationTarget, currency: Currency): Promise<Launched> {
  const token = await target.launch(currency);
  const answer = await target.client.authenticate({ token });
  expectStatus(answer, "OK");
  check(answer.currency === toProviderCurrency(currency), `launched in ${answer.currency}, not ${currency}`);
  return {
    token,
    user: answer.user as string,
    currency: answer.currency as ProviderCurrency,
    balance: answer.balance as number,
  };
}

type BetBody = ReturnType<typeof betBody>;

function betBody(target: SimulationTarget, player: Launched, { amount }: { amount: number }) {
  return {
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    round: uuid(),
    user: player.user,
    token: player.token,
    currency: player.currency,
    amount,
    game: target.game,
  };
}

/** Places a bet; the answer, with the body sent (for the win or rollback that names it). */
async function placeBet(
  target: SimulationTarget,
  player: Launched,
  bet: { amount: number },
): Promise<ProviderApiResponse & { body: BetBody }> {
  const body = betBody(target, player, bet);
  return { ...(await target.client.bet(body)), body };
}

function payWin(
  target: SimulationTarget,
  player: Launched,
  bet: { body: BetBody },
  {
    amount,
    round = bet.body.round,
    roundClosed = true,
  }: { amount: number; round?: string; roundClosed?: boolean },
): Promise<ProviderApiResponse> {
  return target.client.win({
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.body.transaction_uuid,
    round,
    user: player.user,
    currency: player.currency,
    amount,
    round_closed: roundClosed,
  });
}

async function rollBack(
  target: SimulationTarget,
  player: Launched,
  bet: { body: BetBody },
): Promise<{ sent: object; body: ProviderApiResponse }> {
  const sent = {
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.body.transaction_uuid,
    round: bet.body.round,
    user: player.user,
  };
  const answer: RawAnswer = await target.client.send("rollback", sent);
  check(answer.httpStatus === 200, `rollback: HTTP ${answer.httpStatus}`);
  return { sent, body: answer.body as ProviderApiResponse };
}

async function expectBalanceNow(target: SimulationTarget, player: Launched, expected: number): Promise<void> {
  const answer = await target.client.balance({ user: player.user, currency: player.currency });
  expectStatus(answer, "OK");
  expectBalance(answer, expected);
}

function withoutRequestUuid<T extends { request_uuid: string }>({
  request_uuid: _,
  ...rest
}: T): Omit<T, "request_uuid"> {
  return rest;
}

function expectStatus(answer: unknown, status: ProviderApiStatus | "INVALID_SIGNATURE"): void {
  const actual = (answer as { status?: unknown } | undefined)?.status;
  check(actual === status, `expected ${status}, got ${JSON.stringify(answer)}`);
}

function expectBalance(answer: { balance?: number }, expected: number): void {
  check(answer.balance === expected, `expected balance ${expected}, got ${answer.balance}`);
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
