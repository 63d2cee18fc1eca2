import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
/** The local OpenID provider that plays Google in the social sign-in tests. */
const providerPort = port - 1;
// Every run starts on a fresh embedded database, seeded with the demo data.
const dataDir = mkdtempSync(join(tmpdir(), "reelhouse-e2e-"));
/**
 * Journeys that need tomorrow (`*.tomorrow.spec.ts`: a new promotion day) run against a server of
 * their own whose clock they move forward (e2e/support/clock.ts): moving the shared server's clock
 * would end every other spec's sessions.
 */
const tomorrowPort = port + 1;
const tomorrowDataDir = mkdtempSync(join(tmpdir(), "reelhouse-e2e-tomorrow-"));
export const TEST_CLOCK_SECRET = "reelhouse-e2e-test-clock";
/** The operator API's token: journeys act as staff through it (crediting a mail-in card). */
export const OPERATOR_API_TOKEN = "reelhouse-e2e-operator-api-token-0123456789";

/** The site as every journey runs it: the built server on a fresh embedded database with the demo data. */
function siteServer(serverPort: number, dataDirectory: string, extraEnv: Record<string, string> = {}) {
  return {
    command: "node ../server/dist/server.js",
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDirectory,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      RATE_LIMIT_MAX: "10000",
      // Only the renderer may ask the request handle: the journeys that depend on its redirects
      // prove the renderer sends these.
      REQUEST_HANDLE_CREDENTIALS: "renderer:e2e-request-handle",
      GOOGLE_CLIENT_ID: "reelhouse-e2e",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
      OPERATOR_API_TOKEN,
      ...extraEnv,
    },
  };
}

/**
 * Every journey opens a new browser context, which in this Chromium is a new window: its omnibox
 * popup is a web page of its own, preloaded in a renderer, and a spare renderer is started for the
 * next navigation. Neither serves a test, and together they were over half the CPU a context cost
 * (15 contexts: 19 s of CPU before, 8 s after). A second `--disable-features` may replace the one
 * Playwright passes rather than add to it, so Playwright's list (its `chromiumSwitches`) comes first.
 */
const disabledChromiumFeatures = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "SpareRendererForSitePerProcess",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous limits: the machines that run the suite are shared, and a busy one can take several
  // seconds to hydrate a page. A test still fails when what it waits for never happens.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Signed-in players are located (spec §6); by default the browser is in Austin, Texas.
    permissions: ["geolocation"],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
    // A failed test keeps a trace of its actions and DOM; the screencast is left out, which costs a busy
    // machine more than the rest of the test.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Theme hosts like tao.localhost resolve to this machine.
        "--host-resolver-rules=MAP *.localhost 127.0.0.1",
        `--disable-features=${disabledChromiumFeatures.join(",")}`,
      ],
    },
  },
  // The one-at-a-time journeys are queued first, so that one worker goes through them while the
  // other starts on the rest; queued last, they ran alone at the end.
  projects: [
    {
      name: "tomorrow",
      testMatch: /\.tomorrow\.spec\.ts$/,
      // One at a time: a journey that moves the shared clock a day would idle out the sessions of
      // another journey running beside it.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${tomorrowPort}` },
    },
    {
      name: "chromium",
      testIgnore: /\.tomorrow\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/social-provider.mjs ${providerPort}`,
      url: `http://127.0.0.1:${providerPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    siteServer(port, dataDir),
    siteServer(tomorrowPort, tomorrowDataDir, { TEST_CLOCK_SECRET }),
  ],
});
