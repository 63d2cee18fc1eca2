/** What the races journeys share: the race on now as the API says it, and a second racer's browser. */
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { expect } from "@playwright/test";
import type { Tournament } from "@reelhouse/contract";
import { quietPopups } from "../fixtures.ts";
import { type Credentials, signUpThroughApi } from "./accounts.ts";

/** The running race of one kind (`teamMode`), as the player's session reads it. */
export async function runningRace(request: APIRequestContext, teamMode: boolean): Promise<Tournament> {
  const response = await request.get(`/rest/tournament/?teamMode=${teamMode}`);
  expect(response.ok(), await response.text()).toBe(true);
  const race: Tournament | null = (await response.json()).data;
  if (!race) throw new Error(`no ${teamMode ? "team" : "solo"} race is running`);
  return race;
}

/**
 * Another player in a browser of their own (cookies, storage, realtime connection), located like
 * the suite's players and welcomed to the site.
 */
export async function otherRacer(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; racer: Credentials }> {
  const context = await browser.newContext({
    baseURL,
    permissions: ["geolocation"],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
  });
  const racer = await signUpThroughApi(context.request, { completeRegistration: true });
  await context.addCookies([
    { name: "welcome_seen", value: racer.playerId, url: baseURL ?? "http://localhost" },
  ]);
  await quietPopups(context, baseURL);
  return { context, racer };
}
