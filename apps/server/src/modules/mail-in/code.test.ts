import { describe, expect, it } from "vitest";
import { formatCode, newCode, parseCode } from "./code.ts";

describe("mail-in codes", () => {
  it("reads back every code it makes, as written on a card", () => {
    for (let index = 0; index < 200; index++) {
      const code = newCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(parseCode(formatCode(code))).toBe(code);
      expect(parseCode(` rh ${formatCode(code).slice(3).toLowerCase()} `)).toBe(code);
    }
  });

  it("reads the letters a hand makes look like digits as those digits", () => {
    let code = newCode();
    while (!/[01]/.test(code)) code = newCode();
    expect(parseCode(code.replace(/0/g, "O").replace(/1/g, "l"))).toBe(code);
  });

  // Luhn mod 32 misses one swap, as Luhn mod 10 misses 09 ↔ 90: the alphabet's first and last
  // characters, 0 and Z, side by side.
  const isLuhnBlindSwap = (a: string, b: string) => (a === "0" && b === "Z") || (a === "Z" && b === "0");

  it("refuses any single misread character and any swap of two different neighbours but 0Z", () => {
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for (let round = 0; round < 20; round++) {
      const code = newCode();
      for (let at = 0; at < code.length; at++) {
        for (const other of alphabet) {
          if (other === code[at]) continue;
          expect(parseCode(code.slice(0, at) + other + code.slice(at + 1))).toBeNull();
        }
        const [a, b] = [code[at], code[at + 1]];
        if (b !== undefined && a !== b && !isLuhnBlindSwap(a ?? "", b)) {
          expect(parseCode(code.slice(0, at) + b + a + code.slice(at + 2))).toBeNull();
        }
      }
    }
  });

  it("refuses what is not a code", () => {
    for (const written of ["", "RH-", "RH-7K3Q-9MZ", "RH-7K3Q-9MZDX", "RH-7K3Q-9MZ#", "UUUUUUUU"]) {
      expect(parseCode(written)).toBeNull();
    }
  });
});
