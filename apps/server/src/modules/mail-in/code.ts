/**
 * Mail-in codes as a person writes and reads them: `RH-7K3Q-9MZD`, seven random characters of
 * Crockford's base32 (no I, L, O or U, so nothing handwritten reads two ways) and a check
 * character (Luhn mod 32), so a misread or a swap of neighbours is caught before any lookup (all
 * but a swap of 0 and Z side by side, Luhn's one blind spot).
 * Reading forgives case, spaces, dashes, the prefix, and the letters Crockford maps to digits.
 */
import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BASE = ALPHABET.length;
const RANDOM_LENGTH = 7;
const PREFIX = "RH";

/** Luhn mod N over the alphabet: the character that makes the whole string check. */
function checkCharacter(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let index = body.length - 1; index >= 0; index--) {
    const product = factor * ALPHABET.indexOf(body.charAt(index));
    sum += Math.floor(product / BASE) + (product % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET.charAt((BASE - (sum % BASE)) % BASE);
}

/** A new code's stored form: seven random characters and their check character. */
export function newCode(): string {
  let body = "";
  for (let index = 0; index < RANDOM_LENGTH; index++) body += ALPHABET.charAt(randomInt(BASE));
  return body + checkCharacter(body);
}

/** The stored form as written on a card: `RH-7K3Q-9MZD`. */
export function formatCode(stored: string): string {
  return `${PREFIX}-${stored.slice(0, 4)}-${stored.slice(4)}`;
}

/** The stored form of what an operator read off a card, or null when it cannot be a code. */
export function parseCode(written: string): string | null {
  const compact = written
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/^RH(?=.{8}$)/, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (compact.length !== RANDOM_LENGTH + 1 || [...compact].some((char) => !ALPHABET.includes(char))) {
    return null;
  }
  const body = compact.slice(0, RANDOM_LENGTH);
  return checkCharacter(body) === compact.charAt(RANDOM_LENGTH) ? compact : null;
}
