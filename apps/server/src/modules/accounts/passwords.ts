/**
 * Password storage and the password policy (OWASP ASVS V6.2; ADR 005, 068): argon2id with 19 MiB memory,
 * two passes and one lane; length 8–128 with no composition rules; breached passwords refused.
 * Every rule sees the password NFKC-normalised, as it is hashed: a password written in full-width
 * or other compatibility characters is the password it normalises to, for the policy as for sign-in.
 */
import { hash, verify } from "@node-rs/argon2";
import { isBreachedPassword } from "./breached-passwords.ts";

const ARGON2_OPTIONS = {
  // 2 is Argon2id in the library's Algorithm enum, which cannot be imported as a value.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The form every rule, the hash and its verification see (the contract's schemas normalise alike). */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

/** A hash of nothing in particular: unknown accounts are verified against it so they take as long as known ones. */
let decoyHash: Promise<string> | null = null;

/** Verifies `password` against `storedHash`; with no stored hash, spends the same time and fails. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword("decoy password for unknown accounts");
  const target = storedHash ?? (await decoyHash);
  const matches = await verify(target, normalizePassword(password)).catch(() => false);
  return storedHash !== null && matches;
}

/** Why the policy refuses `password` (already normalised), or null; `email` may not be the password. */
export function passwordRefusal(
  password: string,
  email: string | null,
): "commonPassword" | "passwordIsEmail" | null {
  if (isBreachedPassword(password)) return "commonPassword";
  if (email && password.trim().toLowerCase() === email) return "passwordIsEmail";
  return null;
}
