import { createHmac } from "node:crypto";
import type { Draw } from "../engine/types.ts";
import { type FairSeeds, fairMessage } from "../fair/message.ts";
import { createBlockDraw } from "../random/block-draw.ts";

/** The draw a step is played with on the server: its HMAC blocks, computed as they are needed. */
export function fairDraw(seeds: FairSeeds): Draw {
  const key = Buffer.from(seeds.serverSeed, "utf8");
  return createBlockDraw((block) =>
    createHmac("sha256", key)
      .update(fairMessage(seeds.clientSeed, seeds.nonce, seeds.step, block), "utf8")
      .digest(),
  );
}
