/**
 * Builds a title's maths sheet (`sheet/sheet.ts`) from its definition: the single source is the
 * Title object, so a sheet cannot say what the engine does not do. The worked example is played
 * with the real HMAC draw from a fixed seed pair, recording every block and every draw.
 */
import { createHash, createHmac } from "node:crypto";
import { playStep } from "../engine/play-step.ts";
import type { Draw, Step, StepRequest } from "../engine/types.ts";
import { fairMessage } from "../fair/message.ts";
import { createWordDraw } from "../random/uniform.ts";
import { drawOrderOf } from "../sheet/draw-order.ts";
import { SHEET_RANDOM } from "../sheet/random.ts";
import { type ExampleDraw, type MathsSheet, SHEET_FORMAT, type SheetExample } from "../sheet/sheet.ts";
import { statisticsOf } from "../sheet/statistics.ts";
import type { PlayableTitle, Title } from "../titles/title.ts";
import { hashServerSeed } from "./seeds.ts";

/** The example's seed pair: fixed, so a sheet is the same every time it is built. */
export const EXAMPLE_SEEDS = {
  serverSeed: createHash("sha256").update("reelhouse maths sheet example").digest("hex"),
  clientSeed: "maths-sheet-example",
} as const;

/**
 * The example is the first round (by nonce, from 0) whose first step shows a pay worked out; for a
 * cascading title, a cascade: at least two winning tumbles, with a multiplier on the last grid (a
 * title with multiplier spots: a win paid times a spot).
 */
const EXAMPLE_NONCES = 1000;

function isWorthShowing(step: Step): boolean {
  if (step.cascade === undefined) return step.winUnits > 0;
  const winning = step.cascade.tumbles.filter((tumble) => tumble.wins.length > 0).length;
  const isSpotted = step.cascade.tumbles.some((tumble) => tumble.winMultipliers?.some((times) => times > 1));
  return winning >= 2 && (step.multiplier > 1 || isSpotted);
}

const WORDS_PER_BLOCK = 8;

/** The title's sheet: its rules and maths (bet levels apart), what they give, and how to replay them. */
export function buildMathsSheet(title: Title): MathsSheet {
  const { betLevels: _betLevels, defaultBetIndex: _defaultBetIndex, ...rules } = title.info;
  const playable: PlayableTitle = { info: rules, maths: title.maths };
  // Through JSON, so the sheet holds exactly what its published file holds.
  const titleData = JSON.parse(JSON.stringify(playable)) as PlayableTitle;
  return {
    format: SHEET_FORMAT,
    id: rules.id,
    mathsVersion: rules.mathsVersion,
    title: titleData,
    statistics: statisticsOf(titleData),
    random: SHEET_RANDOM,
    drawOrder: drawOrderOf(titleData),
    example: workedExample(titleData),
  };
}

function workedExample(title: PlayableTitle): SheetExample {
  const request: StepRequest = { state: null, buy: false };
  let example: SheetExample | null = null;
  for (let nonce = 0; nonce < EXAMPLE_NONCES; nonce += 1) {
    example = recordedStep(title, request, nonce);
    if (isWorthShowing(example.result)) return example;
  }
  if (example === null) throw new RangeError("No example round");
  return example;
}

/** One step played from the example seeds, with the blocks it read and each draw's words and value. */
export function recordedStep(title: PlayableTitle, request: StepRequest, nonce: number): SheetExample {
  const { serverSeed, clientSeed } = EXAMPLE_SEEDS;
  const step = 0;
  const key = Buffer.from(serverSeed, "utf8");
  const blocks: SheetExample["blocks"] = [];
  const words: number[] = [];
  let read = 0;
  const nextWord = () => {
    if (read === words.length) {
      const message = fairMessage(clientSeed, nonce, step, blocks.length);
      const digest = createHmac("sha256", key).update(message, "utf8").digest();
      blocks.push({ message, hmac: digest.toString("hex") });
      for (let word = 0; word < WORDS_PER_BLOCK; word += 1) words.push(digest.readUInt32BE(word * 4));
    }
    const word = words[read] as number;
    read += 1;
    return word;
  };
  const words32 = createWordDraw(nextWord);
  const draws: ExampleDraw[] = [];
  const draw: Draw = {
    int(range) {
      const from = read;
      const value = words32.int(range);
      draws.push({ range, words: words.slice(from, read), value });
      return value;
    },
  };
  const result = playStep(title, request, draw);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
    step,
    request,
    blocks,
    draws,
    result: JSON.parse(JSON.stringify(result)),
  };
}
