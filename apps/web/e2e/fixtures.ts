import { test as base, expect } from "@playwright/test";

/**
 * Every test fails if the page logs an error or throws: hydration mismatches, CSP violations and
 * failed script loads all surface there.
 */
export const test = base.extend<{ pageErrors: string[] }>({
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
});

export { expect };
