import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderNames } from "./template.ts";

describe("placeholderNames", () => {
  it("finds each dotted name once, spaces inside the braces allowed", () => {
    expect(
      placeholderNames([
        "Run by {{operator.legalName}} for {{ brand }}.",
        "{{brand}} and {{states.excluded}}",
      ]),
    ).toEqual(new Set(["operator.legalName", "brand", "states.excluded"]));
  });

  it("ignores braces that do not hold a name", () => {
    expect(placeholderNames(["{{}} {{ 1st }} {{a..b}} {single} {{brand"])).toEqual(new Set());
  });
});

describe("fillPlaceholders", () => {
  it("replaces every occurrence with its value, verbatim", () => {
    expect(
      fillPlaceholders("{{brand}} is run by {{operator.legalName}}. Play {{ brand }}!", {
        brand: "Tao Fortune",
        "operator.legalName": "Tao & Co. {{brand}} LLC",
      }),
    ).toBe("Tao Fortune is run by Tao & Co. {{brand}} LLC. Play Tao Fortune!");
  });

  it("keeps multi-line values, so an address stays line by line", () => {
    expect(fillPlaceholders("> {{operator.address}}", { "operator.address": "1 Main St\nReno, NV" })).toBe(
      "> 1 Main St\nReno, NV",
    );
  });

  it("leaves a name without a value as written, so a misspelt placeholder shows", () => {
    expect(fillPlaceholders("Email {{operator.suportEmail}}", { "operator.supportEmail": "a@b.test" })).toBe(
      "Email {{operator.suportEmail}}",
    );
    expect(fillPlaceholders("{{toString}} {{constructor}}", {})).toBe("{{toString}} {{constructor}}");
  });
});
