import type { Page, WebSocketRoute } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { OwnServer, START_LIMIT_MS } from "./support/own-server.ts";
import { GATEWAY, openListening, subscriptionWatch } from "./support/realtime.ts";

const en = ui.en;
const SAME_SITE = { "sec-fetch-site": "same-origin" };
const STACK = 2;
const CARD = 1;

// A purchase is a provider round trip (charge, webhook) and the outbox relay's turn.
test.describe.configure({ timeout: 120_000 });

function balance(page: Page) {
  return page.getByRole("group", { name: "Balance" });
}

/** Remembers this document, so a reload or a navigation shows. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { isSameDocument?: boolean }).isSameDocument = true;
  });
}
function isSameDocument(page: Page) {
  return page.evaluate(() => (window as Window & { isSameDocument?: boolean }).isSameDocument === true);
}

test("a purchase in one tab shows in the other tab's header within a second, without a reload", async ({
  context,
  page,
  pageErrors,
  player: _,
}) => {
  const other = await context.newPage();
  other.on("pageerror", (error) => pageErrors.push(`other tab: ${error.message}`));
  await openListening(other, "/lobby");
  await expect(balance(other).getByRole("button", { name: /^300,000 Coins/ })).toBeVisible();
  await markDocument(other);
  let otherNavigations = 0;
  other.on("framenavigated", (frame) => {
    if (frame === other.mainFrame()) otherNavigations += 1;
  });

  await page.goto("/lobby");
  // The header's buy button (the home's offer banner says the same).
  await page.getByRole("banner").getByRole("link", { name: en.cashier.open }).click();
  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  const form = page.frameLocator(`iframe[title="${en.cashier.checkout}"]`);
  await form.getByLabel(en.cashier.sandbox.cardNumber).fill("4242 4242 4242 4242");
  await form.getByLabel(en.cashier.sandbox.expiry).fill("12/35");
  await form.getByLabel(en.cashier.sandbox.cvc).fill("123");
  await form.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/cash\/success\/\?paymentId=/, { timeout: 15_000 });
  await expect(balance(page).getByRole("button", { name: /^2,800,000 Coins/ })).toBeVisible();

  await expect(balance(other).getByRole("button", { name: /^2,800,000 Coins/ })).toBeVisible({
    timeout: 1_000,
  });
  await expect(balance(other).getByRole("button", { name: /^15\.00 Entries/ })).toBeVisible();
  expect(await isSameDocument(other)).toBe(true);
  expect(otherNavigations).toBe(0);
  await expect(other).toHaveURL(/\/lobby$/);
});

const ownServerTest = test.extend<{ server: OwnServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  server: async ({}, use) => {
    const server = await OwnServer.create();
    await use(server);
    await server.dispose();
  },
  // The context, its request (the `player` fixture signs up through it) and its pages go to it.
  baseURL: async ({ server }, use) => use(server.origin),
});

ownServerTest(
  "a page whose server dies says it is offline, and after the restart shows the balance that changed meanwhile, without a reload",
  async ({ page, server, pageErrors, player: _ }) => {
    // The server starts twice, each time migrating and seeding its database.
    ownServerTest.setTimeout(2 * START_LIMIT_MS + 60_000);
    // The page's realtime traffic goes through a door the test can shut: after the restart the
    // purchase below happens while the page still cannot connect, so only a refetch can show it.
    let isDoorOpen = true;
    const watch = subscriptionWatch();
    await page.routeWebSocket(GATEWAY, (socket: WebSocketRoute) => {
      if (!isDoorOpen) {
        void socket.close({ code: 3000, reason: "door shut" });
        return;
      }
      const gateway = socket.connectToServer();
      socket.onMessage((frame) => {
        watch.sent(frame);
        gateway.send(frame);
      });
      gateway.onMessage((frame) => {
        watch.received(frame);
        socket.send(frame);
      });
    });
    // The page settles before the server goes: the location gate's check is answered (a check the
    // dead server cannot answer sends the player to the geoblock page, rightly, but not this test).
    const locationChecked = page.waitForResponse((response) =>
      response.url().includes("/rest/restriction/player/geo/check/"),
    );
    await page.goto("/lobby");
    await watch.ready;
    await locationChecked;
    const coins = (amount: string) =>
      balance(page).getByRole("button", { name: new RegExp(`^${amount} Coins`) });
    await expect(coins("300,000")).toBeVisible();
    await markDocument(page);
    const banner = page.getByRole("status").filter({ hasText: en.shell.offline });

    await server.kill();
    await expect(banner).toBeVisible();

    isDoorOpen = false;
    await server.start();
    const purchase = await page.request.post("/rest/cashier/purchase/", {
      headers: { ...SAME_SITE, "idempotency-key": `realtime-${Date.now()}` },
      data: { packageId: STACK, methodId: CARD },
    });
    expect(purchase.ok(), await purchase.text()).toBe(true);
    const { id: paymentId } = (await purchase.json()).data as { id: string };
    const charge = await page.request.post("/rest/payments/sandbox/charge/", {
      headers: SAME_SITE,
      data: { paymentId, cardNumber: "4242424242424242", expiry: "12/35", cvc: "123" },
    });
    expect(charge.ok(), await charge.text()).toBe(true);
    await expect
      .poll(async () => (await (await page.request.get(`/rest/payments/${paymentId}/`)).json()).data.status)
      .toBe("completed");
    await expect(banner).toBeVisible();
    await expect(coins("300,000")).toBeVisible();

    isDoorOpen = true;
    // As when the device's network comes back: the client tries at once instead of after its
    // back-off, which has grown to several seconds by now. (No tighter bound than the usual wait:
    // on a busy machine the reconnect and the refetch behind it can take longer than the back-off.)
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(coins("1,300,000")).toBeVisible();
    await expect(banner).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
    // The requests on their way when the server died were cut off, and those made while it was down
    // (code the page had not loaded yet, the reconnects) were refused; none of that is a page error.
    pageErrors.splice(
      0,
      pageErrors.length,
      ...pageErrors.filter((error) => !/ERR_CONNECTION_(REFUSED|RESET)/.test(error)),
    );
  },
);
