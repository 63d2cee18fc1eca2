import { createHmac } from "node:crypto";
import { jackpotMessage, jackpotWord } from "../fair/jackpot.ts";

/** A round's jackpot trigger word, as the server draws it (fair/jackpot.ts says how). */
export function fairJackpotWord(seeds: { serverSeed: string; clientSeed: string; nonce: number }): number {
  return jackpotWord(
    createHmac("sha256", Buffer.from(seeds.serverSeed, "utf8"))
      .update(jackpotMessage(seeds.clientSeed, seeds.nonce), "utf8")
      .digest(),
  );
}
