import type { Locale } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getI18n } from "~/lib/i18n/index.ts";
import type { RootLoaderData } from "~/lib/use-site.ts";
import { SiteFooter } from "./site-footer.tsx";

afterEach(cleanup);

/** What the footer reads of the root loader's data, for a tao page whose operator is configured. */
function rootData(locale: Locale): Pick<RootLoaderData, "locale" | "theme" | "year"> {
  return {
    locale,
    theme: {
      ...BRANDS.tao,
      operator: { ...BRANDS.tao.operator, legalName: "Tao Interactive Inc.", supportEmail: "care@tao.test" },
    },
    year: 2026,
  };
}

function renderFooter(locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: locale === "es" ? "/es" : "/",
      Component: SiteFooter,
      loader: () => rootData(locale),
    },
  ]);
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[locale === "es" ? "/es" : "/"]} />
    </I18nextProvider>,
  );
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
      "/es/page/responsible-play",
    ]);
    expect(screen.getByRole("link", { name: "care@tao.test" }).closest("p")?.textContent).toBe(
      "¿Dudas sobre tu cuenta? Escribe a care@tao.test",
    );
    expect(screen.getByText("© 2026 Tao Interactive Inc., todos los derechos reservados")).toBeTruthy();
  });
});
