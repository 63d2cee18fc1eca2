/**
 * Screenshots of every brand side by side, to look at before a change to the brands lands:
 * the guest home, the player home, the lobby, sign-up and a game, for all nine themes, at 390 px
 * and 1440 px. Runs the production build (`npm run build` first) on a scratch database and writes
 * one montage per page and width, plus the single shots, to `montage/` (or the folder given).
 *
 *   npm run montage -- [outDir]
 *
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

const OUT = resolve(process.argv[2] ?? "montage");
const PORT = 3390;
const WIDTHS = [390, 1440];
const PASSWORD = "a long pass phrase 42";
const GAME = "/game?game=gold-rush-express";
const PAGES = [
  { name: "guest-home", path: "/", player: false },
  { name: "sign-up", path: "/signup", player: false },
  { name: "player-home", path: "/", player: true },
  { name: "lobby", path: "/lobby", player: true },
  { name: "game", path: GAME, player: true },
];

async function startServer() {
  const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "montage-")),
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return server;
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error("the server did not start (did you run npm run build?)");
}

interface Shot {
  theme: ThemeId;
  page: string;
  width: number;
  file: string;
}

const origin = (theme: ThemeId) => `http://${theme.toLowerCase()}.localhost:${PORT}`;

/**
 * A new player on the theme's host, signed in in `context`, profile filled in. Signed up from a page
 * of that host: browsers resolve `<theme>.localhost` to this machine, Node's resolver does not.
 */
async function signUp(context: BrowserContext, theme: ThemeId) {
  const page = await context.newPage();
  await page.goto(`${origin(theme)}/signup`);
  // Requests from the page, with its cookies; no named functions inside: tsx would wrap them in a
  // helper the page does not have.
  const init = await page.evaluate(() => fetch("/rest/app/init/").then((answer) => answer.json()));
  const sent = (path: string, body: unknown) =>
    page.evaluate(
      ({ path, body }) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then(async (answer) => (answer.ok ? null : await answer.text())),
      { path, body },
    );
  const email = `montage-${theme}-${Date.now()}@example.com`;
  const termsVersion = init.data.terms.currentVersion;
  const failure =
    (await sent("/rest/registration/", { email, password: PASSWORD, termsVersion })) ??
    (await sent("/rest/player/profile/", {
      name: "Ana",
      surname: "García",
      birthday: "1990-05-17",
      zip: "78701",
    }));
  if (failure) throw new Error(`sign-up on ${theme}: ${failure}`);
  await page.close();
}

async function shoot(browser: Browser, theme: ThemeId, width: number): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const isPlayer of [false, true]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      geolocation: { latitude: 30.2672, longitude: -97.7431 },
      permissions: ["geolocation"],
      reducedMotion: "reduce",
    });
    if (isPlayer) await signUp(context, theme);
    for (const item of PAGES.filter((page) => page.player === isPlayer)) {
      const page = await context.newPage();
      await page.goto(`${origin(theme)}${item.path}`, { waitUntil: "networkidle" });
      // A dialog a new player gets (registration, welcome, location) would hide the page itself.
      for (const dialog of await page.locator("dialog[open]").all())
        await dialog.evaluate((node) => (node as HTMLDialogElement).close());
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT, "shots", `${theme}-${item.name}-${width}.png`);
      await page.screenshot({ path: file });
      shots.push({ theme, page: item.name, width, file });
      await page.close();
    }
    await context.close();
  }
  return shots;
}

/** One image per page and width: the nine brands in a grid, labelled. */
async function montage(browser: Browser, shots: Shot[], name: string, width: number) {
  const columns = width < 500 ? 9 : 3;
  const cells = shots
    .filter((shot) => shot.page === name && shot.width === width)
    .map(
      (shot) =>
        `<figure><img src="data:image/png;base64,${readFileSync(shot.file).toString("base64")}"><figcaption>${shot.theme}</figcaption></figure>`,
    )
    .join("");
  const page = await browser.newPage({
    viewport: { width: columns * (width < 500 ? 400 : 980), height: 800 },
  });
  await page.setContent(
    `<style>body{margin:0;background:#222;font:16px sans-serif;color:#eee}main{display:grid;grid-template-columns:repeat(${columns},1fr);gap:8px;padding:8px}figure{margin:0}img{width:100%;display:block}figcaption{padding:4px 0}</style><main>${cells}</main>`,
  );
  await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
  await page.close();
}

mkdirSync(join(OUT, "shots"), { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const shots: Shot[] = [];
  for (const theme of THEME_IDS)
    for (const width of WIDTHS) shots.push(...(await shoot(browser, theme, width)));
  for (const { name } of PAGES) for (const width of WIDTHS) await montage(browser, shots, name, width);
  console.log(`montages in ${OUT}`);
} finally {
  await browser.close();
  server.kill();
}
