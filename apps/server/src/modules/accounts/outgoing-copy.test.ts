import { LOCALES, THEME_IDS } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { describe, expect, it } from "vitest";
import { codeSmsText } from "./outgoing-copy.ts";

/**
 * GSM 03.38: the basic character set, one septet each, and its extension table, two septets each
 * (escape + character). A text with any other character is sent as UCS-2, 70 characters a segment.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

/** Septets the text takes in GSM-7, or null when it cannot be sent in GSM-7 at all. */
function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else return null;
  }
  return septets;
}

describe("codeSmsText", () => {
  it("starts with the brand's name and fits one GSM-7 segment, for every brand and language", () => {
    for (const theme of THEME_IDS) {
      const { displayName } = BRANDS[theme];
      for (const locale of LOCALES) {
        for (const purpose of ["reset", "confirm"] as const) {
          const text = codeSmsText(locale, displayName, "123456", purpose);
          const label = `${theme} ${locale} ${purpose}: ${text}`;
          expect(text.startsWith(`${displayName}: `), label).toBe(true);
          expect(text, label).toContain("123456");
          expect(gsmSeptets(text), label).not.toBeNull();
          expect(gsmSeptets(text), label).toBeLessThanOrEqual(160);
        }
      }
    }
  });

  it("counts what would not fit: an accent outside GSM-7, and the extension table's double septets", () => {
    expect(gsmSeptets("tu código")).toBeNull();
    expect(gsmSeptets("contraseña, teléfono")).toBe(20);
    expect(gsmSeptets("€5 [x]")).toBe(9);
  });
});
