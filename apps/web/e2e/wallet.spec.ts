import { expect, test } from "./fixtures.ts";

test("a new player sees the welcome grant in the header and switches to entries, which sticks", async ({
  page,
  player: _,
}) => {
  await page.goto("/");
  const balance = page.getByRole("group", { name: "Balance" });
  const coins = balance.getByRole("button", { name: /^300,000 Coins/ });
  const entries = balance.getByRole("button", { name: /^5\.00 Entries/ });
  await expect(coins).toHaveAttribute("aria-pressed", "true");
  await expect(entries).toHaveAttribute("aria-pressed", "false");

  await entries.click();
  await expect(entries).toHaveAttribute("aria-pressed", "true");
  await expect(coins).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("button", { name: /^5\.00 Entries\. Playing with Entries/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("the balance reads in Spanish on Spanish pages", async ({ page, player: _ }) => {
  await page.goto("/es/");
  const balance = page.getByRole("group", { name: "Saldo" });
  await expect(balance.getByRole("button", { name: /^300\.000 Monedas\. Juegas con Monedas/ })).toBeVisible();
  await expect(balance.getByRole("button", { name: /^5,00 Entradas\. Jugar con Entradas/ })).toBeVisible();
});

test("the transaction history lists the welcome grant and filters by type", async ({ page, player: _ }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("link", { name: "Transactions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  const grant = page.getByRole("row", { name: /Bonus/ });
  await expect(grant).toContainText("+250,000");
  await expect(grant).toContainText("+5.00");

  await page.getByLabel("Type").selectOption("purchase");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=purchase/);
  await expect(page.getByText("No transactions to show yet.")).toBeVisible();
});

test("the transaction history reads in Spanish", async ({ page, player: _ }) => {
  await page.goto("/es/transactions");
  await expect(page.getByRole("heading", { level: 1, name: "Transacciones" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Bono/ })).toContainText("+5,00");
});

test("the footer shows the 18+ mark and the helpline; the version is in the account menu, for support", async ({
  page,
  player: _,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("img", { name: "For players 18 and older" })).toHaveText("18+");
  await expect(footer.getByRole("link", { name: "Call 1-800-GAMBLER" })).toHaveAttribute(
    "href",
    "tel:+18004262537",
  );
  await expect(footer).not.toContainText("Version");
  await footer.getByRole("link", { name: "Responsible play" }).click();
  await expect(page.getByRole("heading", { name: "Get help" })).toBeVisible();
  await expect(page.getByText(/1-800-GAMBLER \(1-800-426-2537\)/)).toBeVisible();

  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("banner").getByText("Version 1.7.2")).toBeVisible();
});
