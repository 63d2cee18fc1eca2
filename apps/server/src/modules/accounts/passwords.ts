/**
 * Password storage and the password policy (OWASP ASVS 2.1 / 2.4): argon2id with 19 MiB memory,
 * two passes and one lane; length 8–128 with no composition rules; the 30 000 most common
 * passwords refused.
 */
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

const ARGON2_OPTIONS = {
  // 2 is Argon2id in the library's Algorithm enum, which cannot be imported as a value.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), ARGON2_OPTIONS);
}

/** A hash of nothing in particular: unknown accounts are verified against it so they take as long as known ones. */
let decoyHash: Promise<string> | null = null;

/** Verifies `password` against `storedHash`; with no stored hash, spends the same time and fails. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword("decoy password for unknown accounts");
  const target = storedHash ?? (await decoyHash);
  const matches = await verify(target, password.normalize("NFKC")).catch(() => false);
  return storedHash !== null && matches;
}

let commonPasswords: Set<string> | null = null;

/** True for passwords on the common-password list, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase());
}
