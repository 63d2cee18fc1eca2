/**
 * Replays a step in the browser from revealed seeds. Web Crypto's HMAC is asynchronous and the
 * engine draws synchronously, so blocks are computed ahead; a step that needs one more stops with
 * `MissingBlockError`, the blocks are extended and the step is played again from the start (the
 * engine is deterministic, so the rerun draws the same words).
 */
import { playStep } from "../engine/play-step.ts";
import type { Draw, Step, StepRequest } from "../engine/types.ts";
import { createBlockDraw, MissingBlockError } from "../random/block-draw.ts";
import type { PlayableTitle } from "../titles/title.ts";
import { type FairSeeds, fairMessage } from "./message.ts";

export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

/** Eight words: enough for most spins (a stop per reel) without a rerun. */
const FIRST_BLOCKS = 1;

export function verifyStep(
  title: PlayableTitle,
  request: StepRequest,
  hmac: Hmac,
  seeds: FairSeeds,
): Promise<Step> {
  return replayDraw(hmac, seeds, (draw) => playStep(title, request, draw));
}

/** Runs `play` on the words of `seeds`, computing blocks ahead as it needs them. */
export async function replayDraw<T>(hmac: Hmac, seeds: FairSeeds, play: (draw: Draw) => T): Promise<T> {
  const encoder = new TextEncoder();
  const key = encoder.encode(seeds.serverSeed);
  const blocks: Uint8Array[] = [];
  const computeBlocks = async (count: number) => {
    const indexes = Array.from({ length: count - blocks.length }, (_, i) => blocks.length + i);
    const computed = await Promise.all(
      indexes.map((block) =>
        hmac(key, encoder.encode(fairMessage(seeds.clientSeed, seeds.nonce, seeds.step, block))),
      ),
    );
    blocks.push(...computed);
  };
  await computeBlocks(FIRST_BLOCKS);
  for (;;) {
    try {
      return play(
        createBlockDraw((block) => {
          const bytes = blocks[block];
          if (bytes === undefined) throw new MissingBlockError(block);
          return bytes;
        }),
      );
    } catch (error) {
      if (!(error instanceof MissingBlockError)) throw error;
      await computeBlocks(Math.max(error.block + 1, blocks.length * 2));
    }
  }
}
