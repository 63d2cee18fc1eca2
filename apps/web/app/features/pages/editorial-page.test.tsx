import type { Locale, PageContent } from "@reelhouse/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { EditorialPage } from "./editorial-page.tsx";

const RULES: PageContent = {
  slug: "sweepstakes-rules",
  locale: "en",
  title: "Sweepstakes rules",
  summary: "No purchase necessary.",
  effectiveOn: "2026-03-01",
  updatedAt: "2026-03-02T10:00:00.000Z",
  sections: [
    { heading: "No purchase necessary", body: "**NO PURCHASE NECESSARY.** See the [terms](/page/terms)." },
    { heading: "Sponsor", body: "Sponsored by:\n\n> Tao Interactive Inc.\n> PO Box 8080\nReno, NV 89501" },
    {
      heading: "Free entries by mail",
      body: "1. Write a card.\n2. Mail it.\n\n- One request per envelope.\n- [Questions](mailto:care@tao.test)",
    },
    { heading: "Help", body: "[NCPG](https://www.ncpgambling.org/) or [this](javascript:alert%281%29)." },
  ],
};

/** The page as routes/page.tsx renders it, from the loader's data. */
function PageFromLoader() {
  return <EditorialPage page={useLoaderData<PageContent>()} />;
}

function renderPage(page: PageContent, locale: Locale = "en") {
  const path = locale === "es" ? "/es/page/x" : "/page/x";
  return renderWithProviders([{ path, Component: PageFromLoader, loader: () => page }], { url: path });
}

describe("EditorialPage", () => {
  it("numbers its sections and opens with contents linking to each", async () => {
    renderPage(RULES);
    expect(await screen.findByRole("heading", { level: 1, name: "Sweepstakes rules" })).toBeTruthy();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["No purchase necessary", "#no-purchase-necessary"],
      ["Sponsor", "#sponsor"],
      ["Free entries by mail", "#free-entries-by-mail"],
      ["Help", "#help"],
    ]);
    const mail = screen.getByRole("heading", { level: 2, name: "3. Free entries by mail" });
    expect(mail.closest("section")?.id).toBe("free-entries-by-mail");
  });

  it("shows the date the page takes effect, in the language of the site", async () => {
    renderPage(RULES);
    expect((await screen.findByText("March 1, 2026")).closest("p")?.textContent).toBe(
      "Effective March 1, 2026",
    );
    expect(screen.getByText("March 1, 2026").getAttribute("datetime")).toBe("2026-03-01");
    cleanup();
    renderPage({ ...RULES, locale: "es" }, "es");
    expect((await screen.findByText("1 de marzo de 2026")).closest("p")?.textContent).toBe(
      "En vigor desde el 1 de marzo de 2026",
    );
    expect(screen.getByRole("navigation", { name: "Contenido" })).toBeTruthy();
  });

  it("renders lists, notes with their line breaks, strong text and safe links only", async () => {
    const { container } = renderPage(RULES);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("NO PURCHASE NECESSARY.").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/page/terms");

    const note = container.querySelector(".editorial__note");
    expect(note?.innerHTML).toBe("Tao Interactive Inc.<br>PO Box 8080<br>Reno, NV 89501");

    const mail = screen.getByRole("heading", { name: /Free entries by mail/ }).closest("section");
    const steps = mail?.querySelector("ol");
    expect([...(steps?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual([
      "Write a card.",
      "Mail it.",
    ]);
    expect(mail?.querySelector("ul li")?.textContent).toBe("One request per envelope.");
    expect(screen.getByRole("link", { name: "Questions" }).getAttribute("href")).toBe("mailto:care@tao.test");

    const ncpg = screen.getByRole("link", { name: "NCPG" });
    expect(ncpg.getAttribute("href")).toBe("https://www.ncpgambling.org/");
    expect(ncpg.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: "this" })).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("keeps links to the site in the page's language", async () => {
    renderPage({ ...RULES, locale: "es" }, "es");
    expect((await screen.findByRole("link", { name: "terms" })).getAttribute("href")).toBe("/es/page/terms");
  });

  it("goes without contents on a short page", async () => {
    renderPage({ ...RULES, sections: RULES.sections.slice(0, 3) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "1. No purchase necessary" })).toBeTruthy();
  });
});
