/**
 * Refer a friend: a player shares their link; a friend on another device opens it, signs up and
 * confirms their email; both are paid, and the inviter's page shows the friend and the coins
 * without a reload. The page in Spanish.
 */
import { expect, quietPopups, test } from "./fixtures.ts";
import { PASSWORD, uniqueEmail } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { latestMessage, linkIn } from "./support/journeys.ts";

const en = ui.en.referrals;
const es = ui.es.referrals;
/** The friend's phone: another browser than the inviter's, as the same-device rule requires. */
const FRIEND_PHONE = {
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile",
  viewport: { width: 390, height: 844 },
};

test("a friend who joins through the player's link and confirms their email pays both", async ({
  page,
  player: _player,
  browser,
  baseURL,
}) => {
  await page.goto("/invite-friends");
  await expect(page.getByRole("heading", { name: en.title, level: 1 })).toBeVisible();
  await expect(page.getByText(en.friends.empty)).toBeVisible();
  await expect(page.getByRole("img", { name: en.share.qr })).toBeVisible();
  const link = await page.getByLabel(en.share.link).inputValue();
  expect(link).toMatch(/\/signup\/\?invited_by=[0-9A-Z]{8}$/);

  const friendContext = await browser.newContext({
    ...FRIEND_PHONE,
    baseURL,
    permissions: ["geolocation"],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
  });
  await quietPopups(friendContext, baseURL);
  try {
    const friend = await friendContext.newPage();
    const email = uniqueEmail("friend");
    await friend.goto(link);
    await friend.getByLabel(ui.en.auth.email, { exact: true }).fill(email);
    await friend.getByLabel(ui.en.auth.password, { exact: true }).fill(PASSWORD);
    await friend.getByRole("checkbox").check();
    await friend.getByRole("button", { name: ui.en.auth.createAccount }).click();
    await expect(friend.getByRole("dialog", { name: ui.en.account.completeTitle })).toBeVisible();
    const mail = await latestMessage(friendContext.request, email, "email");
    await friend.goto(linkIn(mail.text, "confirmEmail="));

    // The inviter's open page hears the reward and lists the friend with what it paid.
    const friendRow = page.getByRole("listitem").filter({ hasText: /fr•••@example\.com/ });
    await expect(friendRow).toContainText(en.reached.confirmed);
    await expect(friendRow).toContainText(en.earned.replace("{{amounts}}", "").trim());
    await expect(page.getByText(en.friends.totals_one.replace("{{count}}", "1"))).toBeVisible();
    const history = await page.request.get("/rest/player/transactions/?kind=referral_reward");
    expect((await history.json()).data.transactions).toHaveLength(1);
    const friendHistory = await friendContext.request.get("/rest/player/transactions/?kind=referral_reward");
    expect((await friendHistory.json()).data.transactions).toHaveLength(1);
  } finally {
    await friendContext.close();
  }
});

test("the invitation page reads in Spanish", async ({ page, player: _player }) => {
  await page.goto("/es/invite-friends");
  await expect(page.getByRole("heading", { name: es.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: es.rewards.title })).toBeVisible();
  await expect(page.getByText(es.milestones.purchased)).toBeVisible();
  await expect(page.getByRole("button", { name: es.share.copy })).toBeEnabled();
});
