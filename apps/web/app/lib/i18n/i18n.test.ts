import { describe, expect, it } from "vitest";
import { getI18n, messages } from "./index.ts";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("gives Spanish every key English has, and nothing else", () => {
    expect(keysOf(messages.es).sort()).toEqual(keysOf(messages.en).sort());
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const english = getI18n("en");
    const spanish = getI18n("es");
    for (const key of keysOf(messages.en)) {
      expect(placeholders(spanish.t(key)), key).toEqual(placeholders(english.t(key)));
    }
  });

  it("translates with interpolation synchronously", () => {
    expect(getI18n("es").t("errors.notFoundAt", { path: "/es/x" })).toBe("Página no encontrada: /es/x");
    expect(getI18n("en").t("errors.notFoundTitle")).toBe("Page not found");
  });
});
