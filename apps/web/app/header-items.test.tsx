import { describe, expect, it } from "vitest";
import { headerItems } from "./header-items.tsx";

describe("the header items", () => {
  it("collects every feature's header items in order", () => {
    expect(headerItems.map(({ id, audience }) => `${id}:${audience}`)).toEqual([
      "rewards:player",
      "cashback:player",
      "daily-login:player",
      "daily-wheel:player",
      "free-spins:player",
      "notifications:player",
    ]);
  });
});
