import { describe, expect, it } from "vitest";
import { ManualClock } from "./clock.ts";
import { holdFor } from "./held-value.ts";

const TTL_MS = 5_000;

/** A held counter: each load answers how many loads there have been. */
function heldCounter(clock = new ManualClock()) {
  let loads = 0;
  const held = holdFor(TTL_MS, clock, async () => {
    loads += 1;
    return loads;
  });
  return { clock, held, loads: () => loads };
}

describe("holdFor", () => {
  it("loads once, then answers from memory until the value is ttl old", async () => {
    const { clock, held, loads } = heldCounter();
    expect(await held.get()).toBe(1);
    clock.advance(TTL_MS - 1);
    expect(await held.get()).toBe(1);
    expect(loads()).toBe(1);
    clock.advance(1);
    expect(await held.get()).toBe(2);
  });

  it("shares one load between callers that ask while it runs", async () => {
    const { held, loads } = heldCounter();
    expect(await Promise.all([held.get(), held.get(), held.get()])).toEqual([1, 1, 1]);
    expect(loads()).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const clock = new ManualClock();
    let calls = 0;
    const held = holdFor(TTL_MS, clock, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      return "rows";
    });
    await expect(held.get()).rejects.toThrow("database away");
    expect(await held.get()).toBe("rows");
  });

  it("does not keep a load that throws before it starts", async () => {
    let calls = 0;
    const held = holdFor(TTL_MS, new ManualClock(), () => {
      calls += 1;
      if (calls === 1) throw new Error("no connection");
      return Promise.resolve("rows");
    });
    await expect(held.get()).rejects.toThrow("no connection");
    expect(await held.get()).toBe("rows");
  });

  it("counts a value from the clock's future as stale (a clock moved back)", async () => {
    const { clock, held } = heldCounter();
    clock.advance(60_000);
    expect(await held.get()).toBe(1);
    clock.advance(-60_000);
    expect(await held.get()).toBe(2);
  });
});
