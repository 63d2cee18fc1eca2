import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";

const en = ui.en.verification;
const es = ui.es.verification;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test("a player verifies with the sandbox provider and sees it verified without reloading", async ({
  page,
  context,
  player: _,
}) => {
  await page.goto("/profile#verify");
  const identity = page.getByRole("region", { name: en.title });
  await expect(identity.getByText(en.status.none, { exact: true })).toBeVisible();

  const sandboxOpens = context.waitForEvent("page");
  await identity.getByRole("button", { name: en.online.start }).click();
  const sandbox = await sandboxOpens;
  await expect(sandbox.getByRole("heading", { level: 1, name: en.sandbox.title })).toBeVisible();
  await expect(identity.getByText(en.status.pending, { exact: true })).toBeVisible();

  await sandbox.getByRole("button", { name: en.sandbox.approve }).click();
  await expect(sandbox.getByText(en.sandbox.decided)).toBeVisible();

  // The profile tab hears the decision over the realtime connection: no reload.
  await expect(identity.getByText(en.status.verified, { exact: true })).toBeVisible();
  await expect(identity.getByText(en.lead.verified)).toBeVisible();
  await expect(identity.getByRole("button", { name: en.online.start })).toHaveCount(0);
});

test("a document is judged by its content: a script named .png is rejected, a real PNG is taken", async ({
  page,
  player: _,
}) => {
  await page.goto("/profile#verify");
  const identity = page.getByRole("region", { name: en.title });
  const picker = identity.getByLabel(en.upload.choose);
  await expect(picker).toBeEnabled();

  await picker.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await expect(page.getByRole("alert").filter({ hasText: en.documentRejected })).toBeVisible();
  await expect(identity.getByText(en.status.none, { exact: true })).toBeVisible();

  await picker.setInputFiles({
    name: "passport.png",
    mimeType: "image/png",
    buffer: Buffer.from([...PNG_SIGNATURE, 0, 0, 0, 13]),
  });
  await expect(page.getByRole("status").filter({ hasText: en.documentUploaded })).toBeVisible();
  await expect(identity.getByText("passport.png")).toBeVisible();
  await expect(identity.getByText(en.status.pending, { exact: true })).toBeVisible();
});

test("la verificación de identidad se muestra en español", async ({ page, player: _ }) => {
  await page.goto("/es/profile#verify");
  const identity = page.getByRole("region", { name: es.title });
  await expect(identity.getByText(es.status.none, { exact: true })).toBeVisible();
  await expect(identity.getByRole("button", { name: es.online.start })).toBeVisible();
});
