/**
 * The sandbox studio's server: what an outside provider runs. It knows the player only by the
 * launch token, asks the operator's provider API who that is, and plays each round as one bet, one
 * draw from the game's pay table and one win that closes the round (zero for a loss). A bet that
 * got no answer is rolled back; a win is sent again until it is answered, as its id makes a resend
 * harmless.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { ProviderApiResponse, ProviderApiStatus, ProviderCurrency } from "@reelhouse/contract";
import { BET_LADDER } from "@reelhouse/contract/economy";
import type { SandboxGame, SandboxPay } from "@reelhouse/games";
import type { ProviderApiClient } from "../client.ts";

/**
 * The stakes the sandbox games offer, in minor units: the economy's bet ladder (200 to 50,000
 * coins, 0.20 to 100 entries), as an outside studio is set up with the operator's bet levels.
 */
export const SANDBOX_STAKES: Readonly<Record<ProviderCurrency, readonly number[]>> = {
  COINS: BET_LADDER.coins,
  ENTRIES: BET_LADDER.entries,
};

/** How many times a call whose answer did not come (or was UNKNOWN_ERROR) is sent. */
const SEND_ATTEMPTS = 3;

export interface PlayerSession {
  user: string;
  currency: ProviderCurrency;
  balance: number;
}

export type Opened = { status: "OK"; session: PlayerSession } | { status: ProviderApiStatus };

export interface PlayedRound {
  status: ProviderApiStatus;
  currency?: ProviderCurrency;
  balance?: number;
  /** The draw, in hundredths of the bet (250 is 2.5×), and what it paid. */
  multiplierHundredths?: number;
  win?: number;
}

export function createSandboxGameServer(client: () => ProviderApiClient) {
  async function open(token: string): Promise<Opened> {
    const answer = (await sendOnce(() => client().authenticate({ token }))) ?? { status: "UNKNOWN_ERROR" };
    if (answer.status !== "OK" || !answer.user || !answer.currency || answer.balance === undefined) {
      return { status: answer.status === "OK" ? "UNKNOWN_ERROR" : answer.status };
    }
    return {
      status: "OK",
      session: { user: answer.user, currency: answer.currency, balance: answer.balance },
    };
  }

  async function play(game: SandboxGame, token: string, amount: number): Promise<PlayedRound> {
    const opened = await open(token);
    if (!("session" in opened)) return { status: opened.status };
    const { user, currency } = opened.session;
    if (!SANDBOX_STAKES[currency].includes(amount)) return { status: "INVALID_REQUEST" };

    const round = randomUUID();
    const betUuid = randomUUID();
    const placed = await sendOnce(() =>
      client().bet({ transaction_uuid: betUuid, round, user, token, currency, amount, game: game.code }),
    );
    if (!placed || placed.status === "UNKNOWN_ERROR") {
      // Taken or not, the stake must not stay in doubt: cancel it.
      const rollbackUuid = randomUUID();
      await sendUntilAnswered(() =>
        client().rollback({
          transaction_uuid: rollbackUuid,
          reference_transaction_uuid: betUuid,
          round,
          user,
        }),
      );
      return { status: "UNKNOWN_ERROR" };
    }
    if (placed.status !== "OK") return { status: placed.status, currency, balance: placed.balance };

    const pay = drawPay(game.payTable);
    const win = Math.floor((amount * pay.multiplierHundredths) / 100);
    const winUuid = randomUUID();
    const settled = await sendUntilAnswered(() =>
      client().win({
        transaction_uuid: winUuid,
        reference_transaction_uuid: betUuid,
        round,
        user,
        currency,
        amount: win,
        round_closed: true,
      }),
    );
    if (settled?.status !== "OK") return { status: "UNKNOWN_ERROR" };
    return {
      status: "OK",
      currency,
      balance: settled.balance,
      multiplierHundredths: pay.multiplierHundredths,
      win,
    };
  }

  return { open, play };
}

/** One pay of the table, drawn with its weight from the OS's secure random source. */
export function drawPay(payTable: readonly SandboxPay[]): SandboxPay {
  const total = payTable.reduce((sum, pay) => sum + pay.weight, 0);
  let ticket = randomInt(total);
  for (const pay of payTable) {
    if (ticket < pay.weight) return pay;
    ticket -= pay.weight;
  }
  throw new Error("a pay table's weights must add up to its total");
}

async function sendOnce(send: () => Promise<ProviderApiResponse>): Promise<ProviderApiResponse | null> {
  try {
    return await send();
  } catch {
    return null;
  }
}

async function sendUntilAnswered(
  send: () => Promise<ProviderApiResponse>,
): Promise<ProviderApiResponse | null> {
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
    const answer = await sendOnce(send);
    if (answer && answer.status !== "UNKNOWN_ERROR") return answer;
  }
  return null;
}
