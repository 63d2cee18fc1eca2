import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    name: "web",
    root: new URL(".", import.meta.url).pathname,
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    // Components render with both languages' translations, as the server does, and jsdom gets the
    // dialog methods it lacks.
    setupFiles: [
      "app/lib/i18n/load-all.test-setup.ts",
      "app/components/ui/dialog-polyfill.test-setup.ts",
      "app/test/cleanup.test-setup.ts",
    ],
    // One jsdom and one module graph per worker instead of per file (the environment was most of
    // the run). Files share them, so each one cleans up what it renders, stubs and spies on.
    isolate: false,
    unstubGlobals: true,
    // A first render of a page pulls in its modules and the translations: seconds on a busy machine,
    // where Vitest's default of five seconds failed tests that take one on a quiet one.
    testTimeout: 20_000,
    restoreMocks: true,
    // After the node projects: a worker that switched between node and jsdom files would build a
    // new jsdom at each switch.
    sequence: { groupOrder: 1 },
  },
});
