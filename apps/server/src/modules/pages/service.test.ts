import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PageContent, PageContentResponse } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { upsertRule } from "../restrictions/service.ts";
import { seedStandardPages } from "./service.ts";
import { STANDARD_PAGES } from "./standard-pages.ts";

const dir = mkdtempSync(join(tmpdir(), "pages-operator-"));
const operatorFile = join(dir, "operators.json");
writeFileSync(
  operatorFile,
  JSON.stringify({
    tao: {
      legalName: "Tao Interactive Inc.",
      address: ["PO Box 8080", "Reno, NV 89501"],
      supportEmail: "care@tao.test",
    },
  }),
);

let harness: TestApp;

beforeAll(async () => {
  // No demo data: the footer's pages are every site's, not the demo's.
  harness = await buildTestApp({
    DEMO_DATA: "false",
    OPERATOR_CONFIG: operatorFile,
    WELCOME_ENTRIES: "3",
    MAIL_IN_ENTRIES: "7",
    MAIL_IN_WAITING_CODES: "2",
    MAIL_IN_CODE_DAYS: "60",
  });
});
afterAll(async () => {
  await harness.close();
  rmSync(dir, { recursive: true, force: true });
});

async function getPage(path: string, host = "localhost"): Promise<PageContent> {
  const response = await harness.app.inject({ method: "GET", url: path, headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return PageContentResponse.parse(response.json()).data;
}

/** The section with this heading, as one string. */
function section(page: PageContent, heading: string): string {
  const found = page.sections.find((candidate) => candidate.heading === heading);
  if (!found) throw new Error(`no section "${heading}" in ${page.slug}`);
  return found.body;
}

const allText = (page: PageContent) =>
  [page.title, page.summary, ...page.sections.flatMap((s) => [s.heading, s.body])].join("\n");

describe("GET /rest/page/content/:name/", () => {
  it("returns a seeded page in English by default", async () => {
    const page = await getPage("/rest/page/content/terms/");
    expect(page).toMatchObject({ slug: "terms", locale: "en", title: "Terms and conditions" });
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.updatedAt).toBe(harness.clock.now().toISOString());
  });

  it("returns the Spanish text when asked", async () => {
    const page = await getPage("/rest/page/content/privacy/?locale=es");
    expect(page.title).toBe("Política de privacidad");
    expect(page.locale).toBe("es");
  });

  it("falls back to English for a page not yet translated", async () => {
    await harness.database.db.execute(
      // A page an operator added in English only.
      sql`insert into pages (slug, locale, title, summary, sections, updated_at)
        values ('faq', 'en', 'FAQ', 'Answers', '[]'::jsonb, now())`,
    );
    const page = await getPage("/rest/page/content/faq/?locale=es");
    expect(page).toMatchObject({ slug: "faq", locale: "en", title: "FAQ" });
  });

  it("answers 404 for a page that does not exist", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/rest/page/content/no-such-page/" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "Page not found: no-such-page",
    });
  });
});

describe("placeholders", () => {
  it("fills every placeholder of every seeded page, for each brand and language", async () => {
    for (const { slug, locale } of STANDARD_PAGES) {
      for (const host of ["localhost", "tao.localhost", "stormrush.localhost"]) {
        const text = allText(await getPage(`/rest/page/content/${slug}/?locale=${locale}`, host));
        expect(text, `${slug} ${locale} on ${host}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it("names the request's brand and its operator, with OPERATOR_CONFIG over the brand's own", async () => {
    const funrize = await getPage("/rest/page/content/sweepstakes-rules/");
    expect(section(funrize, "Sponsor")).toContain(
      `> ${BRANDS.funrize.operator.legalName}\n> ${BRANDS.funrize.operator.address.join("\n")}`,
    );
    expect(section(funrize, "Questions")).toContain(
      "[support@funrize.example](mailto:support@funrize.example)",
    );

    const tao = await getPage("/rest/page/content/sweepstakes-rules/", "tao.localhost");
    const byMail = section(tao, "Free entries by mail");
    expect(byMail).toContain("free sweepstakes entries from Tao Fortune.”");
    expect(byMail).toContain(
      "> Tao Interactive Inc.\n> Free entry requests: Tao Fortune\n> PO Box 8080\nReno, NV 89501",
    );
    expect(section(tao, "Questions")).toContain("[care@tao.test](mailto:care@tao.test)");
    expect(allText(tao)).not.toContain("Example Street");
  });

  it("takes the welcome grant from the configuration", async () => {
    const rules = await getPage("/rest/page/content/sweepstakes-rules/");
    expect(section(rules, "Free ways to get entries")).toContain("every new account receives 3 entries free");
  });

  it("states the mail-in entries and limits the credit applies, and links to the page for a code", async () => {
    const en = section(await getPage("/rest/page/content/sweepstakes-rules/"), "Free entries by mail");
    expect(en).toContain("we add **7 entries** to your account");
    expect(en).toContain("valid for 60 days from when you get it");
    expect(en).toContain("up to 2 unused codes at a time");
    expect(en).toContain("[Free entries by mail](/mail-in)");
    const es = section(
      await getPage("/rest/page/content/sweepstakes-rules/?locale=es"),
      "Entradas gratis por correo postal",
    );
    expect(es).toContain("añadimos **7 entradas** a tu cuenta");
    expect(es).toContain("válido durante 60 días");
    expect(es).toContain("hasta 2 códigos sin usar a la vez");
    expect(es).toContain("[Entradas gratis por correo](/mail-in)");
  });

  it("lists the states the geo rules allow and exclude at the time of the request", async () => {
    const who = async (locale: "en" | "es") =>
      section(
        await getPage(`/rest/page/content/sweepstakes-rules/?locale=${locale}`),
        locale === "en" ? "Who may take part" : "Quién puede participar",
      );
    const before = await who("en");
    expect(before).toMatch(/\*\*Excluded states:\*\* [^\n]*New York[^\n]*Washington\./);
    expect(before).toMatch(/\*\*Eligible states:\*\* [^\n]*Texas/);

    await upsertRule(harness.database.db, harness.clock, { area: "US-TX", entries: false, coins: true });
    const after = await who("en");
    expect(after).toMatch(/\*\*Excluded states:\*\* [^\n]*Texas/);
    expect(after).not.toMatch(/\*\*Eligible states:\*\* [^\n]*Texas/);
    expect(await who("es")).toMatch(
      /\*\*Estados excluidos:\*\* [^\n]*Nueva York[^\n]*Texas[^\n]* y Washington\./,
    );
  });

  it("fills placeholders in an operator's own page the same way, and leaves unknown ones as written", async () => {
    await harness.database.db.execute(
      sql`insert into pages (slug, locale, title, summary, sections, updated_at)
        values ('contact', 'en', 'Contact {{brand}}', 'Write to {{operator.supportEmail}}',
          ${JSON.stringify([{ heading: "Post", body: "{{operator.legalName}}\n{{operator.fax}}" }])}::jsonb, now())`,
    );
    const page = await getPage("/rest/page/content/contact/", "tao.localhost");
    expect(page.title).toBe("Contact Tao Fortune");
    expect(page.summary).toBe("Write to care@tao.test");
    expect(page.sections).toEqual([{ heading: "Post", body: "Tao Interactive Inc.\n{{operator.fax}}" }]);
  });
});

describe("effective date", () => {
  it("is the date the current terms version was published, unless the page sets its own", async () => {
    // The first version was published when the app started.
    expect((await getPage("/rest/page/content/privacy/")).effectiveOn).toBe("2026-01-01");

    await harness.database.db.execute(
      sql`insert into terms_versions (version, published_at, summary)
        values (2, '2026-03-15T23:30:00-04:00', 'New sweepstakes rules')`,
    );
    // A calendar date in UTC, whatever the server's zone.
    expect((await getPage("/rest/page/content/privacy/")).effectiveOn).toBe("2026-03-16");

    await harness.database.db.execute(
      sql`update pages set effective_on = '2026-02-01' where slug = 'privacy' and locale = 'en'`,
    );
    expect((await getPage("/rest/page/content/privacy/")).effectiveOn).toBe("2026-02-01");
    expect((await getPage("/rest/page/content/privacy/?locale=es")).effectiveOn).toBe("2026-03-16");
  });
});

describe("seedStandardPages", () => {
  it("adds nothing twice and keeps what an operator edited", async () => {
    await harness.database.db.execute(
      sql`update pages set title = 'Edited' where slug = 'terms' and locale = 'en'`,
    );
    expect(await seedStandardPages(harness.database.db, harness.clock)).toBe(0);
    expect((await getPage("/rest/page/content/terms/")).title).toBe("Edited");
  });

  it("ships the footer's four pages, each in both languages", () => {
    const seeded = STANDARD_PAGES.map((page) => `${page.slug}:${page.locale}`).sort();
    expect(seeded).toEqual(
      ["privacy", "responsible-play", "sweepstakes-rules", "terms"].flatMap((slug) => [
        `${slug}:en`,
        `${slug}:es`,
      ]),
    );
  });
});
