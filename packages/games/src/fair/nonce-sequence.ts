/**
 * Nonce continuity of one seed pair: its rounds must have taken the nonces 0, 1, … n − 1, each
 * once, where n is the number of rounds the pair counts. A nonce missing would be a round played
 * out of the player's sight (an outcome skipped), a nonce repeated would be two rounds drawing the
 * same random stream.
 */
export interface NonceSequenceCheck {
  isContinuous: boolean;
  /** Nonces below the count that no round took, ascending. */
  missing: number[];
  /** Nonces that more than one round took, ascending. */
  repeated: number[];
  /** Nonces at or above the count (or not whole numbers), as given. */
  outOfRange: number[];
}

export function checkNonceSequence(nonces: readonly number[], count: number): NonceSequenceCheck {
  const taken = new Map<number, number>();
  const outOfRange: number[] = [];
  for (const nonce of nonces) {
    if (!Number.isInteger(nonce) || nonce < 0 || nonce >= count) outOfRange.push(nonce);
    else taken.set(nonce, (taken.get(nonce) ?? 0) + 1);
  }
  const missing: number[] = [];
  const repeated: number[] = [];
  for (let nonce = 0; nonce < count; nonce++) {
    const times = taken.get(nonce) ?? 0;
    if (times === 0) missing.push(nonce);
    if (times > 1) repeated.push(nonce);
  }
  return {
    isContinuous: missing.length === 0 && repeated.length === 0 && outOfRange.length === 0,
    missing,
    repeated,
    outOfRange,
  };
}
