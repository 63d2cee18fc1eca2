/**
 * A round replayed from values anyone can paste (a server seed, a client seed, a nonce, the game,
 * its maths version and how the round started), with nothing but the published maths sheet: what
 * the seeds give, step by step, and the SHA-256 of the server seed to hold against the hash that
 * was committed before the round. No account and no stored round are needed, so a guest, or an
 * auditor, checks a round from the player's own copy of its values.
 */
import {
  type MathsSheet,
  type Step,
  type StepRequest,
  type TitleRules,
  titleFromSheet,
  verifyStep,
} from "@reelhouse/games";
import { toHex } from "~/lib/web-crypto.ts";
import type { FairCrypto } from "./verify-round.ts";

/** How a round started, among the ways its title offers. */
export const ROUND_STARTS = ["spin", "buy", "superBuy", "ante"] as const;
export type RoundStartKind = (typeof ROUND_STARTS)[number];

/** The ways a round of the title can start (a spin always). */
export function startsOf(info: TitleRules): RoundStartKind[] {
  return ROUND_STARTS.filter(
    (start) =>
      start === "spin" ||
      (start === "buy" && info.bonusBuy !== null) ||
      (start === "superBuy" && Boolean(info.superBuy)) ||
      (start === "ante" && Boolean(info.ante)),
  );
}

function firstRequest(start: RoundStartKind): StepRequest {
  if (start === "buy") return { state: null, buy: true };
  if (start === "superBuy") return { state: null, buy: true, buyTier: "super" };
  if (start === "ante") return { state: null, buy: false, ante: true };
  return { state: null, buy: false };
}

export interface SeedValues {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  start: RoundStartKind;
}

export interface SeedReplay {
  /** SHA-256 (hex) of the server seed, to compare with the hash shown before the round. */
  serverSeedHash: string;
  mathsVersion: number;
  unitsPerBet: number;
  /** Every step the seeds play, until the round leaves nothing to play. */
  steps: Step[];
  /** What the round pays in all, in units (a total bet is `unitsPerBet`). */
  winUnits: number;
}

/** More steps than any round plays (free spins with every retrigger): a replay past it is refused. */
const MAX_STEPS = 1_000;

export async function replayFromSeeds(
  sheet: MathsSheet,
  values: SeedValues,
  crypto: FairCrypto,
): Promise<SeedReplay> {
  const title = titleFromSheet(sheet);
  const { serverSeed, clientSeed, nonce } = values;
  const steps: Step[] = [];
  let request = firstRequest(values.start);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const played = await verifyStep(title, request, crypto.hmacSha256, {
      serverSeed,
      clientSeed,
      nonce,
      step,
    });
    steps.push(played);
    if (played.state === null) {
      return {
        serverSeedHash: toHex(await crypto.sha256(new TextEncoder().encode(serverSeed))),
        mathsVersion: sheet.mathsVersion,
        unitsPerBet: title.info.unitsPerBet,
        steps,
        winUnits: steps.reduce((sum, each) => sum + each.winUnits, 0),
      };
    }
    request = { state: played.state, buy: false };
  }
  throw new RangeError(`A round of more than ${MAX_STEPS} steps`);
}
