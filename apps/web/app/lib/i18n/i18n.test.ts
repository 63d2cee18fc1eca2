import { describe, expect, it } from "vitest";
import { getI18n } from "./index.ts";

describe("translations", () => {
  it("translates with interpolation synchronously once loaded", () => {
    expect(getI18n("es").t("errors.notFoundAt", { path: "/es/x" })).toBe("Página no encontrada: /es/x");
    expect(getI18n("en").t("errors.notFoundTitle")).toBe("Page not found");
  });
});
