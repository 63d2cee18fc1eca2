import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_INIT_DEFAULTS } from "./defaults.ts";
import { AppInitData, upcomingAppInit } from "./schemas.ts";
import type { AppInitSlice } from "./slice.ts";

/** Every feature's slice, read from the folders rather than from the generated list. */
const sliceFiles = readdirSync(new URL("..", import.meta.url), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name === "app-init.ts")
  .map((entry) => `${entry.parentPath}/${entry.name}`);
const featureSlices = (await Promise.all(sliceFiles.map((file) => import(file)))).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(
    (value): value is AppInitSlice<Record<string, never>, object> =>
      typeof value === "object" && value !== null && "fields" in value && "defaults" in value,
  ),
);

describe("app init data", () => {
  it("is composed of every feature's slice, each field declared once", () => {
    const declared = [upcomingAppInit, ...featureSlices].flatMap((slice) => Object.keys(slice.fields));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(AppInitData.shape).sort()).toEqual(declared.sort());
  });

  it("has a valid default for every field the server does not always answer", () => {
    expect(AppInitData.omit({ appName: true, terms: true }).strict().parse(APP_INIT_DEFAULTS)).toEqual(
      APP_INIT_DEFAULTS,
    );
  });
});
