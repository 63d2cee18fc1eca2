import { PageContentResponse } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { DEMO_PAGES } from "./demo-pages.ts";
import { seedDemoPages } from "./service.ts";

let harness: TestApp;

beforeAll(async () => {
  harness = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(async () => {
  await harness.close();
});

const getPage = (path: string) => harness.app.inject({ method: "GET", url: path });

describe("GET /rest/page/content/:name/", () => {
  it("returns a seeded page in English by default", async () => {
    const response = await getPage("/rest/page/content/terms/");
    expect(response.statusCode).toBe(200);
    const { data } = PageContentResponse.parse(response.json());
    expect(data).toMatchObject({ slug: "terms", locale: "en", title: "Terms and conditions" });
    expect(data.sections.length).toBeGreaterThan(0);
    expect(data.updatedAt).toBe(harness.clock.now().toISOString());
  });

  it("returns the Spanish text when asked", async () => {
    const { data } = PageContentResponse.parse(
      (await getPage("/rest/page/content/privacy/?locale=es")).json(),
    );
    expect(data.title).toBe("Política de privacidad");
    expect(data.locale).toBe("es");
  });

  it("falls back to English for a page not yet translated", async () => {
    await harness.database.db.execute(
      // A page an operator added in English only.
      (await import("drizzle-orm")).sql`insert into pages (slug, locale, title, summary, sections, updated_at)
        values ('faq', 'en', 'FAQ', 'Answers', '[]'::jsonb, now())`,
    );
    const { data } = PageContentResponse.parse((await getPage("/rest/page/content/faq/?locale=es")).json());
    expect(data).toMatchObject({ slug: "faq", locale: "en", title: "FAQ" });
  });

  it("answers 404 for a page that does not exist", async () => {
    const response = await getPage("/rest/page/content/no-such-page/");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "Page not found: no-such-page",
    });
  });
});

describe("seedDemoPages", () => {
  it("adds nothing twice and keeps what an operator edited", async () => {
    const { sql } = await import("drizzle-orm");
    await harness.database.db.execute(
      sql`update pages set title = 'Edited' where slug = 'terms' and locale = 'en'`,
    );
    expect(await seedDemoPages(harness.database.db, harness.clock)).toBe(0);
    const { data } = PageContentResponse.parse((await getPage("/rest/page/content/terms/")).json());
    expect(data.title).toBe("Edited");
  });

  it("ships every demo page in both languages", () => {
    const slugs = new Set(DEMO_PAGES.map((page) => page.slug));
    for (const slug of slugs) {
      expect(
        DEMO_PAGES.filter((page) => page.slug === slug)
          .map((page) => page.locale)
          .sort(),
      ).toEqual(["en", "es"]);
    }
  });
});
