import { describe, expect, it } from "vitest";
import { getI18n, getReactI18n } from "./index.ts";

describe("translations", () => {
  it("translates with interpolation synchronously once loaded", () => {
    expect(getI18n("es").t("errors.notFoundAt", { path: "/es/x" })).toBe("Página no encontrada: /es/x");
    expect(getI18n("en").t("errors.notFoundTitle")).toBe("Page not found");
  });

  it("hands React an instance with nothing of its own to copy, which reads and translates as the language's", () => {
    const react = getReactI18n("es");
    expect(Object.getOwnPropertyNames(react)).toEqual([]);
    expect(Object.getOwnPropertyNames(getI18n("es")).length).toBeGreaterThan(10);
    expect(react.language).toBe("es");
    expect(react.getFixedT("es")("errors.notFoundTitle")).toBe("Página no encontrada");
    expect(getReactI18n("es")).toBe(react);
  });
});
