/// <reference lib="dom" />
/**
 * `npm run bench -- game-fps`: how smoothly the game client animates its spins. The production
 * server (the web build in apps/web/build; run `npm run build` first) runs on a scratch embedded
 * database; a player signs up through the API and opens a title in Chromium, which spins it
 * several times while the page records every animation frame's timestamp. The run is made twice
 * in the same browser: with the CPU throttled 4× through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`, the mid-range-phone setting of Chrome's performance panel)
 * and unthrottled, the reference. Prints the frames a second during spins, the 95th percentile
 * frame time (the slowest 5 % of frames) and the frames dropped against 60 a second, with the
 * browser's WebGL renderer (without a GPU, Chromium draws WebGL in software, SwiftShader, and the
 * figures are that renderer's). Asserts nothing (docs/benchmarks.md).
 *
 * Environment: BENCH_GAME (default lucky-lanterns), BENCH_SPINS (per run, default 6),
 * BENCH_VIEWPORT (`desktop` 1440×900, default, or `phone` 390×844 at 3× density),
 * CHROMIUM_PATH (default /usr/bin/chromium; Playwright never downloads a browser here).
 */
// The page functions below run in the browser: this file also knows the DOM's types.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { type ServerProcess, spawnServer } from "../apps/server/src/test/spawn-server.ts";
import { positive } from "./shared/phases.ts";

const FRAME_MS = 1000 / 60;
const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true },
} as const;

const settings = {
  gameId: process.env.BENCH_GAME ?? "lucky-lanterns",
  spins: Math.round(positive(process.env, "BENCH_SPINS", 6)),
  viewport: (process.env.BENCH_VIEWPORT ?? "desktop") as keyof typeof VIEWPORTS,
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};
if (!(settings.viewport in VIEWPORTS)) throw new Error("BENCH_VIEWPORT: desktop or phone");

interface RunFigures {
  label: string;
  frames: number;
  seconds: number;
  intervals: number[];
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Signs a new player up in a fresh context and opens the title with sound off and no turbo. */
async function openTitle(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    ...VIEWPORTS[settings.viewport],
    baseURL: baseUrl,
    permissions: ["geolocation"],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
  });
  const init = await (await context.request.get("/rest/app/init/")).json();
  const signUp = await context.request.post("/rest/registration/", {
    data: {
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "a long pass phrase 42",
      termsVersion: init.data.terms.currentVersion,
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem(
      "reelhouse.studio.settings",
      JSON.stringify({ isSoundOn: false, isTurbo: false, hasConfirmedMaxBet: false, bets: {} }),
    ),
  );
  await page.goto(`/studio/${settings.gameId}`);
  await page.locator(".studio-loading").waitFor({ state: "detached", timeout: 120_000 });
  return page;
}

// Scripts run in the page as text: tsx would otherwise wrap their inner functions in helpers the
// page does not have.
/** Starts recording every animation frame's timestamp. */
const RECORD_FRAMES = `(() => {
  const frames = [];
  window.benchFrames = frames;
  const record = (time) => {
    if (window.benchFrames !== frames) return;
    frames.push(time);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
})()`;
/** Stops recording and answers the timestamps. */
const COLLECT_FRAMES = `(() => {
  const recorded = window.benchFrames || [];
  window.benchFrames = null;
  return recorded;
})()`;

/** Spins `settings.spins` times, recording the animation frames from each click to the round's end. */
async function measure(page: Page, label: string, cpuRate: number): Promise<RunFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const spin = page.getByRole("button", { name: "Spin", exact: true });
  const intervals: number[] = [];
  let frames = 0;
  let seconds = 0;
  for (let round = 0; round < settings.spins; round += 1) {
    await spin.waitFor({ state: "visible" });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>(".game-spin")?.disabled,
      null,
      {
        timeout: 120_000,
      },
    );
    await page.evaluate(RECORD_FRAMES);
    await spin.click();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>(".game-spin")?.disabled,
      null,
      {
        timeout: 120_000,
      },
    );
    const times = (await page.evaluate(COLLECT_FRAMES)) as number[];
    for (let index = 1; index < times.length; index += 1) {
      intervals.push((times[index] ?? 0) - (times[index - 1] ?? 0));
    }
    frames += Math.max(0, times.length - 1);
    seconds += ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return { label, frames, seconds, intervals };
}

function print(runs: readonly RunFigures[], renderer: string): void {
  console.log(
    `\ngame-fps: ${settings.gameId}, ${settings.spins} spins per run, ${settings.viewport} viewport`,
  );
  console.log(`WebGL renderer: ${renderer}`);
  console.log(`load average ${loadavg()[0]?.toFixed(1)}\n`);
  const rows = runs.map((run) => {
    const sorted = [...run.intervals].sort((a, b) => a - b);
    const dropped = run.intervals.reduce(
      (sum, interval) => sum + Math.max(0, Math.round(interval / FRAME_MS) - 1),
      0,
    );
    return [
      run.label,
      (run.frames / Math.max(run.seconds, 1e-9)).toFixed(1),
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.95).toFixed(1),
      String(dropped),
      `${((dropped / Math.max(1, dropped + run.frames)) * 100).toFixed(0)} %`,
      run.seconds.toFixed(1),
    ];
  });
  const header = ["run", "mean fps", "p50 ms", "p95 ms (slowest 5 %)", "dropped", "dropped share", "seconds"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const webBuild = fileURLToPath(new URL("../apps/web/build/server/index.js", import.meta.url));
  if (!existsSync(webBuild)) throw new Error("No web build: run `npm run build` first.");
  const dataDir = await mkdtemp(join(tmpdir(), "reelhouse-bench-fps-"));
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    server = await spawnServer({
      SERVE_SITE: "true",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000000",
    });
    browser = await chromium.launch({
      executablePath: settings.chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    const runs: RunFigures[] = [];
    let renderer = "unknown";
    for (const [label, rate] of [
      ["CPU 4× slower", 4],
      ["unthrottled (reference)", 1],
    ] as const) {
      const page = await openTitle(browser, server.baseUrl);
      renderer = await page.evaluate(() => {
        const gl = document.createElement("canvas").getContext("webgl2");
        const info = gl?.getExtension("WEBGL_debug_renderer_info");
        return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "no WebGL2";
      });
      runs.push(await measure(page, label, rate));
      await page.context().close();
    }
    print(runs, renderer);
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
