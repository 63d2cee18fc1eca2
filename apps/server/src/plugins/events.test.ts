import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { defineEvent, type StoredEvent } from "../lib/domain-events.ts";
import { createEventRegistry } from "./events.ts";

const Greeted = defineEvent("test.greeted", z.object({ name: z.string() }));
const Waved = defineEvent("test.waved", z.object({ hand: z.enum(["left", "right"]) }));

/** Subscribers here write nothing: the relay's transaction is not needed. */
const tx = {} as Db;

let nextId = 1;
const stored = (topic: string, payload: unknown, playerId: string | null = "p1"): StoredEvent => ({
  id: nextId++,
  topic,
  playerId,
  payload,
  createdAt: new Date("2026-01-02T03:04:05Z"),
});

describe("the event registry", () => {
  it("maps each event with its own module's mapping, typed by its schema", async () => {
    const events = createEventRegistry();
    events.toRealtime(Greeted, ({ payload }) => [
      { type: "profile", action: "updated", data: { fields: [payload.name] } },
    ]);
    events.toControls(Waved, ({ playerId, payload }) =>
      playerId ? [{ disconnect: { userId: playerId, code: 3014, reason: payload.hand } }] : [],
    );
    const greeted = stored("test.greeted", { name: "Ana" });
    const waved = stored("test.waved", { hand: "left" });

    const delivered = await events.deliver(tx, [greeted, waved], () => {});

    expect(delivered).toEqual([
      {
        event: greeted,
        messages: [{ type: "profile", action: "updated", data: { fields: ["Ana"] } }],
        playerMessages: [],
        controls: [],
      },
      {
        event: waved,
        messages: [],
        playerMessages: [],
        controls: [{ disconnect: { userId: "p1", code: 3014, reason: "left" } }],
      },
    ]);
  });

  it("hands a batch subscriber each batch's occurrences of its event at once, in order, after the others", async () => {
    const events = createEventRegistry();
    const heard: unknown[] = [];
    events.on(Greeted, async (_tx, { payload }) => void heard.push(`one ${payload.name}`));
    events.onBatch(
      Greeted,
      async (_tx, occurrences) => void heard.push(occurrences.map(({ payload }) => payload.name)),
    );
    const batch = [
      stored("test.greeted", { name: "Ana" }),
      stored("test.waved", { hand: "right" }),
      stored("test.greeted", { name: "Bo" }),
      stored("test.greeted", { name: 7 }),
    ];

    await events.deliver(tx, batch, () => {});
    await events.deliver(tx, [stored("test.waved", { hand: "left" })], () => {});

    expect(heard).toEqual(["one Ana", "one Bo", ["Ana", "Bo"]]);
  });

  it("hands subscribers the occurrence with its typed payload, in event order", async () => {
    const events = createEventRegistry();
    const heard: unknown[] = [];
    events.on(Greeted, async (_tx, occurrence) => void heard.push(occurrence));
    events.on(Waved, async (_tx, { payload }) => void heard.push(payload.hand));
    const first = stored("test.greeted", { name: "Ana" });

    await events.deliver(tx, [first, stored("test.waved", { hand: "right" })], () => {});

    expect(heard).toEqual([
      { id: first.id, playerId: "p1", payload: { name: "Ana" }, createdAt: first.createdAt },
      "right",
    ]);
  });

  it("reports a stored payload its schema refuses, and gives it to no subscriber nor mapping", async () => {
    const events = createEventRegistry();
    const subscriber = vi.fn(async () => {});
    events.on(Greeted, subscriber);
    events.toRealtime(Greeted, () => [{ type: "app", action: "reload", data: {} }]);
    const onInvalid = vi.fn();
    const bad = stored("test.greeted", { name: 42 });
    const good = stored("test.greeted", { name: "Ana" });

    const delivered = await events.deliver(tx, [bad, good], onInvalid);

    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onInvalid).toHaveBeenCalledWith(bad, expect.any(z.ZodError));
    expect(subscriber).toHaveBeenCalledOnce();
    expect(delivered.map(({ event }) => event)).toEqual([good]);
  });

  it("reports a mapping that throws and goes on with the rest", async () => {
    const events = createEventRegistry();
    events.toRealtime(Waved, ({ payload }) => {
      if (payload.hand === "left") throw new Error("no mapping for the left hand");
      return [{ type: "app", action: "reload", data: {} }];
    });
    const onInvalid = vi.fn();
    const left = stored("test.waved", { hand: "left" });
    const right = stored("test.waved", { hand: "right" });

    const delivered = await events.deliver(tx, [left, right], onInvalid);

    expect(onInvalid).toHaveBeenCalledWith(left, expect.any(Error));
    expect(delivered.map(({ event }) => event)).toEqual([right]);
  });

  it("passes over events nobody registered for", async () => {
    const events = createEventRegistry();
    events.toRealtime(Greeted, () => []);
    expect(await events.deliver(tx, [stored("test.unknown", {})], () => {})).toEqual([]);
  });

  it("lets a subscriber's failure reach the relay, which rolls the batch back", async () => {
    const events = createEventRegistry();
    events.on(Greeted, async () => {
      throw new Error("subscriber failed");
    });
    await expect(events.deliver(tx, [stored("test.greeted", { name: "Ana" })], () => {})).rejects.toThrow(
      "subscriber failed",
    );
  });

  it("refuses a topic defined twice", () => {
    const events = createEventRegistry();
    events.on(Greeted, async () => {});
    const impostor = defineEvent("test.greeted", z.object({ other: z.number() }));
    expect(() => events.toRealtime(impostor, () => [])).toThrow(
      'the event topic "test.greeted" is defined twice',
    );
  });
});
