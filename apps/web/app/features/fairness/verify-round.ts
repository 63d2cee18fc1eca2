/**
 * Checks a house-studio round from its revealed seeds, with nothing but the round's own record and
 * the title's published maths sheet of the version the round was played under (fetched as data,
 * not the maths compiled into this page): the revealed server seed must hash to the commitment shown before the
 * round, and every step, replayed from the seeds, must land, pay and leave the feature exactly as
 * stored. Each step is played from the state the replay itself reached, so a stored state that
 * was altered shows up as a difference instead of steering the replay.
 */
import type { Round } from "@reelhouse/contract";
import {
  type Hmac,
  type MathsSheet,
  type Step,
  titleFromSheet,
  unitsToMinor,
  verifyStep,
} from "@reelhouse/games";
import { toHex } from "~/lib/web-crypto.ts";

export interface FairCrypto {
  hmacSha256: Hmac;
  sha256(data: Uint8Array): Promise<Uint8Array>;
}

/**
 * Every field of a step's record is replayed and compared, and `win` is what the step paid; a
 * tumble title's `cascade` (every tumble and its multipliers) too, absent on both sides elsewhere.
 */
export const CHECKED_FIELDS = [
  "kind",
  "grid",
  "cash",
  "wins",
  "scatter",
  "multiplier",
  "winUnits",
  "events",
  "state",
  "cascade",
  "win",
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export interface Difference {
  field: CheckedField;
  stored: unknown;
  recomputed: unknown;
}

export interface StepVerification {
  index: number;
  kind: Step["kind"];
  /** Empty when the step replays exactly as stored. */
  differences: Difference[];
}

/** What the round as a whole must agree with, beside its steps. */
export type RoundIssue =
  /** The revealed server seed does not hash to the committed hash. */
  | "hash"
  /** The round's total is not the sum of what its steps paid. */
  | "totalWin"
  /** The stored steps are not the replay's: missing, extra, out of order, or the round's status disagrees. */
  | "steps"
  /** The sheet replayed is not of the version the round records. */
  | "mathsVersion";

export type RoundVerification =
  /** The seed pair is still active: its server seed is revealed only when the player rotates. */
  | { status: "unrevealed" }
  /** The round is of a game this site publishes no maths sheet of, so there is nothing to replay it with. */
  | { status: "unknownGame" }
  | {
      status: "checked";
      isVerified: boolean;
      /** The sheet's version the round was replayed with. */
      mathsVersion: number;
      /**
       * False for a round played before rounds recorded their version: it is replayed with the
       * published version that reproduces it, or the current one when none does.
       */
      isVersionRecorded: boolean;
      committedHash: string;
      computedHash: string;
      issues: RoundIssue[];
      steps: StepVerification[];
    };

/**
 * `sheet` is a published sheet of the round's title: the round's maths version's, or one tried for
 * a round that did not record it (`verifyRoundFromSheets`); null when the title publishes none.
 */
export async function verifyRound(
  round: Round,
  crypto: FairCrypto,
  sheet: MathsSheet | null,
): Promise<RoundVerification> {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (serverSeed === null) return { status: "unrevealed" };
  if (sheet === null || sheet.id !== round.gameId) return { status: "unknownGame" };
  const title = titleFromSheet(sheet);

  const computedHash = toHex(await crypto.sha256(new TextEncoder().encode(serverSeed)));
  const steps: StepVerification[] = [];
  let previous: Step | null = null;
  for (const stored of round.steps) {
    const request =
      previous === null
        ? {
            state: null,
            buy: round.buy,
            ...(round.buyTier ? { buyTier: round.buyTier } : {}),
            ...(round.ante ? { ante: true } : {}),
          }
        : { state: previous.state, buy: false };
    const recomputed = await verifyStep(title, request, crypto.hmacSha256, {
      serverSeed,
      clientSeed,
      nonce,
      step: stored.index,
    });
    const replayed = {
      ...recomputed,
      win: unitsToMinor(recomputed.winUnits, round.bet, title.info.unitsPerBet),
    };
    const storedRecord = { ...stored.outcome, win: stored.win };
    steps.push({
      index: stored.index,
      kind: recomputed.kind,
      differences: CHECKED_FIELDS.filter((field) => !isSame(storedRecord[field], replayed[field])).map(
        (field) => ({ field, stored: storedRecord[field], recomputed: replayed[field] }),
      ),
    });
    previous = recomputed;
  }

  const issues: RoundIssue[] = [];
  if (computedHash !== serverSeedHash) issues.push("hash");
  if (round.steps.reduce((sum, step) => sum + step.win, 0) !== round.totalWin) issues.push("totalWin");
  if (!isStepSequence(round, previous)) issues.push("steps");
  if (round.mathsVersion !== null && round.mathsVersion !== sheet.mathsVersion) issues.push("mathsVersion");
  return {
    status: "checked",
    isVerified: issues.length === 0 && steps.every((step) => step.differences.length === 0),
    mathsVersion: sheet.mathsVersion,
    isVersionRecorded: round.mathsVersion !== null,
    committedHash: serverSeedHash,
    computedHash,
    issues,
    steps,
  };
}

/**
 * Checks a round against `sheets` (`fetchSheetsForRound`): the one of its recorded version, or,
 * for a round that did not record it, each published version in turn, current first. Such a round
 * is verified by the first version that reproduces it exactly (a retune changes what the same
 * seeds give, so at most the version it was played under does); when none does, the differences
 * shown are the current version's.
 */
export async function verifyRoundFromSheets(
  round: Round,
  crypto: FairCrypto,
  sheets: readonly MathsSheet[],
): Promise<RoundVerification> {
  const [first = null, ...others] = sheets;
  const result = await verifyRound(round, crypto, first);
  if (result.status !== "checked" || result.isVerified || round.mathsVersion !== null) return result;
  for (const sheet of others) {
    const earlier = await verifyRound(round, crypto, sheet);
    if (earlier.status === "checked" && earlier.isVerified) return earlier;
  }
  return result;
}

/**
 * Steps 0, 1, … with none missing, as many as the round counts, and the round open exactly when
 * the replay's last step leaves something to play.
 */
function isStepSequence(round: Round, last: Step | null): boolean {
  const isNumbered = round.steps.every((step, position) => step.index === position);
  const isOpen = last?.state != null;
  return isNumbered && round.steps.length === round.stepCount && isOpen === (round.status === "open");
}

/** Structural equality of JSON-like values, whatever order their keys are in. */
function isSame(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && isSame(left[key], right[key]))
  );
}
