import type { Locale } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { SiteFooter } from "./site-footer.tsx";

/** Tao, whose operator is configured (the root's data in 2026). */
const TAO = {
  ...BRANDS.tao,
  operator: { ...BRANDS.tao.operator, legalName: "Tao Interactive Inc.", supportEmail: "care@tao.test" },
};

function renderFooter(locale: Locale = "en") {
  return renderWithProviders(<SiteFooter />, { url: locale === "es" ? "/es/" : "/", theme: TAO });
}

describe("SiteFooter", () => {
  // A legal name ending in a period ("Inc.") must not get a second one.
  it("gives the operator's support address and names the operator as the copyright holder", async () => {
    renderFooter();
    const support = await screen.findByRole("link", { name: "care@tao.test" });
    expect(support.getAttribute("href")).toBe("mailto:care@tao.test");
    expect(support.closest("p")?.textContent).toBe("Questions about your account? Write to care@tao.test");
    expect(screen.getByText("© 2026 Tao Interactive Inc., all rights reserved")).toBeTruthy();
    // The helpline's link says what it does on its own, as a screen reader's list of links reads it.
    expect(screen.getByRole("link", { name: "Call 1-800-GAMBLER" }).getAttribute("href")).toBe(
      "tel:+18004262537",
    );
    expect(screen.queryByText(/support@tao\.example/)).toBeNull();
  });

  it("links every legal page in the visitor's language", async () => {
    renderFooter("es");
    const legal = await screen.findByRole("navigation", { name: "Legal" });
    expect([...legal.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/es/page/terms",
      "/es/page/privacy",
      "/es/page/sweepstakes-rules",
      "/es/mail-in",
      "/es/page/responsible-play",
    ]);
    expect(screen.getByRole("link", { name: "care@tao.test" }).closest("p")?.textContent).toBe(
      "¿Dudas sobre tu cuenta? Escribe a care@tao.test",
    );
    expect(screen.getByText("© 2026 Tao Interactive Inc., todos los derechos reservados")).toBeTruthy();
  });
});
