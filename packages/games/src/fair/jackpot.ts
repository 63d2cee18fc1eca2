/**
 * The progressive jackpots' trigger, provably fair like a step. A round's trigger is the first
 * big-endian 32-bit word of
 *   HMAC-SHA256(key = the server seed's hex string, message = `${clientSeed}:${nonce}:jackpot:0`)
 * with the round's seed pair and nonce: its own message, so it draws nothing the reels use. Each
 * tier owns a band of the 2^32 words, as wide as the round's stake is a share of the tier's
 * `winStake` (the total stake a tier is won once per, on average), the rarest tier first: grand
 * from 0, then major, minor and mini. A word in a band wins that tier; at most one tier a round.
 * Anyone with the revealed server seed recomputes it with any HMAC tool.
 */

export const JACKPOT_TIERS = ["mini", "minor", "major", "grand"] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

/** How many words the trigger draws from: every 32-bit value. */
export const JACKPOT_WORDS = 2 ** 32;

export interface JackpotOdds {
  tier: JackpotTier;
  /** Minor units staked per expected win: a spin staking `s` wins with chance s / winStake. */
  winStake: number;
}

export function jackpotMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}:jackpot:0`;
}

/** The width of a tier's band for a stake: floor(2^32 × stake / winStake), at most every word. */
export function jackpotBand(stake: number, winStake: number): number {
  const width = (BigInt(JACKPOT_WORDS) * BigInt(stake)) / BigInt(winStake);
  return Number(width > BigInt(JACKPOT_WORDS) ? BigInt(JACKPOT_WORDS) : width);
}

/** The tier the trigger `word` wins for a round staking `stake`, or null. */
export function jackpotTierWon(
  word: number,
  stake: number,
  odds: readonly JackpotOdds[],
): JackpotTier | null {
  let from = 0;
  for (const tier of [...JACKPOT_TIERS].reverse()) {
    const found = odds.find((candidate) => candidate.tier === tier);
    if (!found) continue;
    const to = from + jackpotBand(stake, found.winStake);
    if (word >= from && word < to) return tier;
    from = to;
  }
  return null;
}

/** The trigger word from the first 4 bytes of its HMAC block. */
export function jackpotWord(block: Uint8Array): number {
  return new DataView(block.buffer, block.byteOffset, 4).getUint32(0, false);
}
