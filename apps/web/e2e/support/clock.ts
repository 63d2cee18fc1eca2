/**
 * Moves the test server's clock forward (plugins/test-clock.ts on the server): the way a journey
 * reaches tomorrow. Only `*.tomorrow.spec.ts` specs may, on the server of their own project
 * (playwright.config.ts), one journey at a time; each moves it only forward and asserts what follows
 * from "a day later", never an absolute date.
 */
import type { APIRequestContext } from "@playwright/test";
import { TEST_CLOCK_SECRET } from "../../playwright.config.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

export async function advanceServerClock(request: APIRequestContext, advanceMs: number): Promise<Date> {
  const response = await request.post("/__test/clock/", {
    headers: { "x-test-clock-secret": TEST_CLOCK_SECRET },
    data: { advanceMs },
  });
  if (!response.ok())
    throw new Error(`the server clock did not move: ${response.status()} ${await response.text()}`);
  return new Date((await response.json()).now);
}
