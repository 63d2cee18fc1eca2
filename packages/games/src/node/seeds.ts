import { createHash, randomBytes } from "node:crypto";

/** A new server seed: 32 bytes from the OS CSPRNG, as 64 hex digits. */
export function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** A client seed for a player who did not choose one: 16 CSPRNG bytes as 32 hex digits. */
export function newClientSeed(): string {
  return randomBytes(16).toString("hex");
}

/** The commitment shown before a seed is used: SHA-256 of the seed's hex string (UTF-8), as hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash("sha256").update(serverSeed, "utf8").digest("hex");
}
