/**
 * A break from play as a player takes it: a 24-hour cool-off from the responsible-play page, after
 * reading what it means; the player is signed out, and sign-in is refused with the break's end
 * until the server's clock has moved a day, when it opens again. Runs on the "tomorrow" server
 * (playwright.config.ts), whose clock it moves.
 */
import { expect, test } from "./fixtures.ts";
import { apiMessage, ui } from "./support/catalogs.ts";
import { advanceServerClock, DAY_MS } from "./support/clock.ts";

const { en } = ui;

test("a player takes a 24-hour cool-off, is signed out, and can sign in again only when it has ended", async ({
  page,
  player,
}) => {
  await page.goto("/game/responsible-play");
  const breakPanel = page.getByRole("region", { name: en.responsiblePlay.break.title });
  await breakPanel.getByRole("radio", { name: en.responsiblePlay.break.lengths["1"] }).check();
  await breakPanel.getByRole("button", { name: en.responsiblePlay.break.review }).click();

  const confirm = page.getByRole("dialog", { name: en.responsiblePlay.break.confirmTitle });
  await expect(confirm).toContainText(en.responsiblePlay.break.effects.noUndo);
  await confirm.getByRole("button", { name: en.responsiblePlay.break.confirm }).click();

  const started = page.getByRole("dialog", { name: en.responsiblePlay.break.startedTitle });
  await expect(started.getByRole("status")).toContainText(
    en.responsiblePlay.break.started.split("{{")[0] ?? "",
  );
  await started.getByRole("link", { name: en.responsiblePlay.break.done }).click();
  // Home, as a guest.
  await expect(page.getByRole("banner").getByRole("link", { name: en.common.signIn })).toBeVisible();

  const signIn = async () => {
    await page.goto("/signin");
    await page.getByLabel(en.auth.email, { exact: true }).fill(player.email);
    await page.getByLabel(en.auth.password, { exact: true }).fill(player.password);
    const [answer] = await Promise.all([
      page.waitForResponse("**/rest/login/email/"),
      page.getByRole("button", { name: en.auth.signInAction }).click(),
    ]);
    return answer;
  };
  expect((await signIn()).status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText(apiMessage("en", "onPlayBreak"));

  await advanceServerClock(page, DAY_MS + 60_000);
  expect((await signIn()).status()).toBe(200);
  await expect(page.getByRole("button", { name: en.account.menu })).toBeVisible();
});
