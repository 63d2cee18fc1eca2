import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_JITLESS_SCRIPT } from "./browser-zod.ts";

afterEach(() => {
  z.config({ jitless: false });
});

it("turns off zod's compiled parsers through the configuration zod itself reads", () => {
  expect(z.config().jitless).toBeFalsy();
  new Function(ZOD_JITLESS_SCRIPT)();
  expect(z.config().jitless).toBe(true);
});
