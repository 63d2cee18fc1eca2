import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "use-sync-external-store/shim": new URL("./app/lib/use-sync-external-store-shim.ts", import.meta.url)
        .pathname,
    },
  },
  build: { target: "es2022" },
  // Pre-bundled up front so the first page load in development does not trigger a re-optimisation.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "i18next",
      "react-i18next",
      "@tanstack/react-query",
      "zod",
    ],
  },
});
