/**
 * Moves the test server's clock forward (plugins/test-clock.ts on the server): the way a journey
 * reaches tomorrow. Only `*.tomorrow.spec.ts` specs may, on the server of their own project
 * (playwright.config.ts), one journey at a time; each moves it only forward and asserts what follows
 * from "a day later", never an absolute date.
 */
import type { Page } from "@playwright/test";
import { TEST_CLOCK_SECRET } from "../../playwright.config.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page leaves the site's pages first (for the health check, which runs no script): a page kept
 * open would go on asking with the session the jump idles out, and the server's answer that clears
 * its cookie could land after the next sign-in's new one.
 */
export async function advanceServerClock(page: Page, advanceMs: number): Promise<Date> {
  await page.goto("/healthz");
  const { request } = page;
  const response = await request.post("/__test/clock/", {
    headers: { "x-test-clock-secret": TEST_CLOCK_SECRET },
    data: { advanceMs },
  });
  if (!response.ok())
    throw new Error(`the server clock did not move: ${response.status()} ${await response.text()}`);
  return new Date((await response.json()).now);
}
