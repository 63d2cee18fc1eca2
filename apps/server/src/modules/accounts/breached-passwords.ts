/**
 * The breached-password check (OWASP ASVS 6.2.12, ADR 068). The corpus is a Bloom filter committed
 * beside this file and built by `npm run passwords:build -w @reelhouse/server`
 * (`scripts/build-breached-passwords.ts`) from the lists that its header names: about a million
 * passwords found in real breaches, compared in lower case after NFKC. It is read on the first check,
 * not at boot, and never leaves the server: the site checks only normalisation and length.
 *
 * A password is refused when the filter holds it, or holds the listed word it was made from by the
 * rules cracking tools try first: l33t (`p@ssw0rd` → `password`) and a short tail of digits and
 * symbols (`summer2024!` → `summer`, `welcome123!` → `welcome`). People dress listed words up that
 * way to pass composition rules, so those are among the first passwords an attacker guesses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BloomFilter } from "../../lib/bloom-filter.ts";
import { serverRoot } from "../../lib/paths.ts";

export const BREACHED_PASSWORDS_FILE = join(serverRoot, "src/modules/accounts/breached-passwords.bloom");

/** How the corpus spells a password, in the filter and in every lookup: NFKC, then lower case. */
export function corpusKey(password: string): string {
  return password.normalize("NFKC").toLowerCase();
}

/** The usual l33t substitutions, read back to letters. */
const L33T: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "3": "e",
  "6": "g",
  "9": "g",
  "1": "i",
  "!": "i",
  "|": "l",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
};
const unl33t = (text: string) => text.replace(/[@483691!|0$57+]/g, (char) => L33T[char] ?? char);

/** A stem of 3 or more characters ending in a letter, then every character after its last letter: 1 to 6. */
const SHORT_TAIL = /^(.{2,}\p{L})(\P{L}{1,6})$/su;

/**
 * The keys a password is looked up under: itself, its l33t read back, and, when it ends in a short
 * run of non-letters, its stem with and without that tail (`p@ssw0rd123` → `password123`,
 * `password`). At most five lookups, each a SHA-256 and a few bit reads.
 */
export function corpusCandidates(key: string): string[] {
  const candidates = new Set([key, unl33t(key)]);
  const [, stem, tail] = key.match(SHORT_TAIL) ?? [];
  if (stem !== undefined && tail !== undefined) {
    candidates.add(stem);
    candidates.add(unl33t(stem));
    candidates.add(unl33t(stem) + tail);
  }
  return [...candidates];
}

let corpus: BloomFilter | null = null;

/** The committed filter, read once on first use (a few megabytes, ADR 068). */
export function breachedPasswordCorpus(): BloomFilter {
  corpus ??= BloomFilter.fromBuffer(readFileSync(BREACHED_PASSWORDS_FILE)).filter;
  return corpus;
}

/** True for a password in the breached corpus, or one derived from an entry by the rules above. */
export function isBreachedPassword(password: string): boolean {
  const filter = breachedPasswordCorpus();
  return corpusCandidates(corpusKey(password)).some((candidate) => filter.has(candidate));
}
