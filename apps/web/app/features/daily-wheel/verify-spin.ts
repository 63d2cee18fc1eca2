/**
 * Checks a wheel spin from its revealed seed, in the browser: the server seed must hash to the
 * commitment shown before the spin, and the pick replayed from the seed pair at the spin's nonce
 * over the weights it was drawn among (`verifyWeightedPick`, the server's own `pickWeighted`) must
 * be the segment it landed on.
 */
import type { WheelSpin } from "@reelhouse/contract";
import { type Hmac, verifyWeightedPick } from "@reelhouse/games";
import { toHex } from "~/lib/web-crypto.ts";

export interface SpinCrypto {
  hmacSha256: Hmac;
  sha256(data: Uint8Array): Promise<Uint8Array>;
}

export type SpinCheck =
  /** The pair is still active: the player reveals its seed by rotating it on the fairness page. */
  | { status: "unrevealed" }
  | { status: "checked"; isVerified: boolean; isHashValid: boolean; replayed: number };

export async function checkSpin(spin: WheelSpin, crypto: SpinCrypto): Promise<SpinCheck> {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = spin.fairness;
  if (serverSeed === null) return { status: "unrevealed" };
  const isHashValid = toHex(await crypto.sha256(new TextEncoder().encode(serverSeed))) === serverSeedHash;
  const replayed = await verifyWeightedPick(
    crypto.hmacSha256,
    { serverSeed, clientSeed, nonce },
    spin.weights,
  );
  return { status: "checked", isVerified: isHashValid && replayed === spin.segment, isHashValid, replayed };
}
