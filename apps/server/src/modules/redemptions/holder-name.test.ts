import { describe, expect, it } from "vitest";
import { isHolderNameOf, nameWords } from "./holder-name.ts";

const maria = { name: "María José", surname: "García López" };

describe("isHolderNameOf", () => {
  it("sets accents, case, punctuation, order, titles and middle names aside", () => {
    for (const holder of [
      "MARIA GARCIA",
      "Garcia-Lopez, Maria J.",
      "Maria Lopez",
      "Mrs. María José García López",
      "maria jose garcia",
    ]) {
      expect(isHolderNameOf(holder, maria), holder).toBe(true);
    }
  });

  it("needs the first given name whole and one of the surnames", () => {
    for (const holder of ["M. Garcia", "Maria Smith", "Jose Garcia", "Garcia Lopez", "Mariana Garcia"]) {
      expect(isHolderNameOf(holder, maria), holder).toBe(false);
    }
  });

  it("matches nothing for a player without a name on record", () => {
    expect(isHolderNameOf("Maria Garcia", { name: "", surname: "García" })).toBe(false);
    expect(isHolderNameOf("Maria Garcia", { name: "María", surname: " " })).toBe(false);
  });

  it("reads the words of a name", () => {
    expect(nameWords("  O'Brien-Smith, Jr.  Ñandú ")).toEqual(["o", "brien", "smith", "nandu"]);
  });
});
