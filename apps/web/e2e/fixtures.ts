import { type BrowserContext, test as base, expect } from "@playwright/test";
import { type Credentials, signUpThroughApi } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";

/**
 * Players made for tests about something else have had their welcome (ADR 092): the browser holds
 * the welcome-popup cookie, so the dialog does not stand over the pages under test.
 */
export async function markWelcomed(
  context: BrowserContext,
  baseURL: string | undefined,
  { playerId }: Credentials,
) {
  await context.addCookies([{ name: "welcome_seen", value: playerId, url: baseURL ?? "http://localhost" }]);
}

/**
 * Journeys about something else are not interrupted by offers and popup ads (ADR 136): the
 * browser holds the cookie "Not today" sets, far ahead. `offers.spec.ts` turns this off.
 */
export async function quietPopups(context: BrowserContext, baseURL: string | undefined) {
  const until = String(Date.now() + 365 * 24 * 60 * 60 * 1000);
  await context.addCookies([
    { name: "popups_quiet_until", value: until, url: baseURL ?? "http://localhost" },
  ]);
}

interface Fixtures {
  /** Whether offers and popup ads stay quiet in this test's browser (default: yes). */
  isQuiet: boolean;
  /**
   * Whether a jackpot won by chance is collected as soon as its celebration stands in the way
   * (default: yes): any round can win one, and journeys about something else would find the
   * dialog over the game. `jackpots.spec.ts` turns this off to look at it.
   */
  collectsJackpots: boolean;
  pageErrors: string[];
  /** Whether the `player` and `account` fixtures fill in the easy profile (default: yes). */
  completeRegistration: boolean;
  /** A new player, signed up through the API and signed in in this test's browser context. */
  player: Credentials;
  /** A new player's account, signed up through the API; the browser stays a guest. */
  account: Credentials;
}

/**
 * Every test fails if the page logs an error or throws: hydration mismatches, CSP violations and
 * failed script loads all surface there.
 */
export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 page logs its own failed document load; that is the page under test, not a bug.
        if (message.text().includes("404 (Not Found)")) return;
        // An API answer of 4xx (wrong password, throttled) is an outcome the page shows the player.
        const isApiRejection =
          /status of 4\d\d/.test(message.text()) &&
          new URL(message.location().url, "http://x").pathname.startsWith("/rest/");
        if (!isApiRejection) errors.push(message.text());
      });
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
  completeRegistration: [true, { option: true }],
  isQuiet: [true, { option: true }],
  collectsJackpots: [true, { option: true }],
  page: async ({ page, collectsJackpots }, use) => {
    if (collectsJackpots) {
      const titles = new RegExp(`^(${ui.en.jackpots.won.title}|${ui.es.jackpots.won.title})$`);
      const collect = new RegExp(`^(${ui.en.jackpots.won.close}|${ui.es.jackpots.won.close})$`);
      await page.addLocatorHandler(page.getByRole("dialog", { name: titles }), (dialog) =>
        dialog.getByRole("button", { name: collect }).click(),
      );
    }
    await use(page);
  },
  context: async ({ context, baseURL, isQuiet }, use) => {
    if (isQuiet) await quietPopups(context, baseURL);
    await use(context);
  },
  // The context's request shares the browser's cookies, so its pages open signed in.
  player: async ({ context, baseURL, completeRegistration }, use) => {
    const player = await signUpThroughApi(context.request, { completeRegistration });
    await markWelcomed(context, baseURL, player);
    await use(player);
  },
  account: async ({ playwright, context, baseURL, completeRegistration }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const account = await signUpThroughApi(request, { completeRegistration });
      await markWelcomed(context, baseURL, account);
      await use(account);
    } finally {
      await request.dispose();
    }
  },
});

export { expect };
