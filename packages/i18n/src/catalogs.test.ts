/**
 * Every language says everything English says, with the same placeholders. The typecheck already
 * refuses a missing key (each catalog is typed as English's); this also refuses extra keys and
 * a placeholder that is missing or misspelt.
 */
import { describe, expect, it } from "vitest";
import { catalog as en } from "./en.ts";
import { catalog as es } from "./es.ts";
import { serverCatalog as serverEn } from "./server-en.ts";
import { serverCatalog as serverEs } from "./server-es.ts";

/** Every leaf of a catalog as `path → text`. */
function leaves(value: unknown, prefix = ""): Map<string, string> {
  if (typeof value === "string") return new Map([[prefix, value]]);
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(value as object)) {
    for (const entry of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(...entry);
  }
  return found;
}

const placeholders = (text: string) =>
  (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, "")).sort();

describe.each([
  ["es site", en, es],
  ["es server", serverEn, serverEs],
])("the %s catalog", (_, source, catalog) => {
  const english = leaves(source);
  const other = leaves(catalog);

  it("has every key English has, and nothing else", () => {
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps every placeholder of the English text", () => {
    for (const [key, text] of english) {
      expect(placeholders(other.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("translates every text (none left empty)", () => {
    for (const [key, text] of other) expect(text.trim(), key).not.toBe("");
  });
});
