import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    name: "web",
    root: new URL(".", import.meta.url).pathname,
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "jsdom",
  },
});
