/**
 * The outbox relay: what committed is published, at least once, in order per player, however many
 * relays run at once; what rolled back never is. Two relays share one database here, as two
 * instances would (on PostgreSQL they really run concurrently and share the work by row locks).
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { outboxEvents } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { defineEvent } from "../../lib/domain-events.ts";
import { createEventRegistry, type EventRegistry } from "../../plugins/events.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { ProfileUpdated } from "../accounts/events.ts";
import type { Fanout, Publication } from "./fanout.ts";
import { createOutboxRelay } from "./relay.ts";

let t: TestApp;
beforeAll(async () => {
  // The app's own relay waits a minute between turns, so the relays under test do all the work.
  t = await buildTestApp({ REALTIME_RELAY_INTERVAL_MS: "60000" });
  await t.app.realtime.flush();
});
afterAll(() => t.close());

/**
 * A fan-out that records what it was asked to publish, and can be made to fail or to take a
 * random few milliseconds, as a network hop would (so a relay that claimed later may finish first).
 */
function recordingFanout(log: Publication[][], { failures = 0, maxDelayMs = 0 } = {}): Fanout {
  let failuresLeft = failures;
  return {
    async publish(publications) {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error("fan-out unavailable");
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
      log.push([...publications]);
    },
    async control() {},
    async listen() {},
    unlisten() {},
    async close() {},
  };
}

const relayOver = (fanout: Fanout, events: EventRegistry = t.app.events) =>
  createOutboxRelay({ db: t.app.db, clock: t.clock, log: t.app.log, fanout, events, intervalMs: 60_000 });

/** A profile change whose one field names the step, so the order of delivery shows. */
const writeStep = (tx: Db, playerId: string, step: number) =>
  writeEvent(tx, ProfileUpdated, { playerId, payload: { fields: [`step-${step}`] } }, t.clock.now());

const stepsOf = (batches: Publication[][], channel: string) =>
  batches
    .flat()
    .filter((publication) => publication.channel === channel)
    .map((publication) => (publication.data as unknown as { data: { fields: [string] } }).data.fields[0]);

describe("outbox relay", () => {
  it("publishes committed events once, in commit order, and never a rolled-back one", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    await t.app.realtime.flush();
    const published: Publication[][] = [];
    const relay = relayOver(recordingFanout(published));

    await writeStep(t.app.db, playerId, 1);
    await withTransaction(t.app.db, async (tx) => {
      await writeStep(tx, playerId, 2);
      await writeStep(tx, playerId, 3);
    });
    await withTransaction(t.app.db, async (tx) => {
      await writeStep(tx, playerId, 99);
      throw new Error("the change behind the event failed");
    }).catch(() => {});

    expect(await relay.drain()).toBe(3);
    expect(await relay.drain()).toBe(0);
    expect(stepsOf(published, `player:${playerId}`)).toEqual(["step-1", "step-2", "step-3"]);
  });

  it("sends a batch again when publishing failed, rather than marking it delivered", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    await t.app.realtime.flush();
    const published: Publication[][] = [];
    const relay = relayOver(recordingFanout(published, { failures: 1 }));
    await writeStep(t.app.db, playerId, 1);

    await expect(relay.drain()).rejects.toThrow("fan-out unavailable");
    expect(await relay.drain()).toBe(1);
    expect(stepsOf(published, `player:${playerId}`)).toEqual(["step-1"]);
  });

  it("keeps every player's order with two relays draining at once, and delivers everything", async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => signUpPlayer(t.app, "relay")));
    await t.app.realtime.flush();
    const published: Publication[][] = [];
    const fanout = recordingFanout(published, { maxDelayMs: 5 });
    const relays = [relayOver(fanout), relayOver(fanout)];

    const STEPS = 60;
    const writing = (async () => {
      for (let step = 1; step <= STEPS; step++) {
        await withTransaction(t.app.db, async (tx) => {
          for (const { playerId } of players) await writeStep(tx, playerId, step);
        });
      }
    })();
    let isWriting = true;
    void writing.finally(() => {
      isWriting = false;
    });
    // Both relays drain while the events are being written, then once more after the last one.
    await Promise.all(
      relays.map(async (relay) => {
        while (isWriting) await relay.drain();
        await relay.drain();
      }),
    );
    await writing;
    for (const relay of relays) await relay.drain();

    const expected = Array.from({ length: STEPS }, (_, index) => `step-${index + 1}`);
    for (const { playerId } of players) {
      const steps = stepsOf(published, `player:${playerId}`);
      // At least once: a duplicate may follow a failure, but never an event out of order.
      expect([...new Set(steps)]).toEqual(expected);
      expect(steps).toEqual([...steps].sort((a, b) => Number(a.slice(5)) - Number(b.slice(5))));
    }
  });
});

// Test events of their own, so the app's modules take no part.
const Noted = defineEvent("test.noted", z.object({ note: z.string() }));
const Echoed = defineEvent("test.echoed", z.object({ note: z.string() }));
const NotedForMany = defineEvent(
  "test.noted-for-many",
  z.object({ notes: z.array(z.object({ playerId: z.string(), note: z.string() })) }),
);

async function countOf(topic: string, { undeliveredOnly = false } = {}) {
  const [row] = await t.app.db
    .select({ rows: count() })
    .from(outboxEvents)
    .where(
      and(eq(outboxEvents.topic, topic), undeliveredOnly ? isNull(outboxEvents.deliveredAt) : undefined),
    );
  return row?.rows ?? 0;
}

describe("domain events through the relay", () => {
  it("refuses to write a payload its event's schema does not accept, and the transaction with it", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    const written = withTransaction(t.app.db, async (tx) => {
      await writeEvent(
        tx,
        Echoed,
        { playerId, payload: { note: "kept only with the other" } },
        t.clock.now(),
      );
      // @ts-expect-error the note is a string: the type refuses it before the schema does
      await writeEvent(tx, Noted, { playerId, payload: { note: 42 } }, t.clock.now());
    });
    await expect(written).rejects.toThrow(z.ZodError);
    expect(await countOf("test.echoed")).toBe(0);
    expect(await countOf("test.noted")).toBe(0);
  });

  it("keeps only the fields the schema names", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    const payload = { note: "hello", secret: "not for the outbox" };
    await writeEvent(t.app.db, Noted, { playerId, payload }, t.clock.now());
    const [row] = await t.app.db.select().from(outboxEvents).where(eq(outboxEvents.topic, "test.noted"));
    expect(row?.payload).toEqual({ note: "hello" });
    await t.app.db.delete(outboxEvents).where(eq(outboxEvents.topic, "test.noted"));
  });

  it("runs a subscriber in the delivery's transaction: once per event, and again after it failed", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    await t.app.realtime.flush();
    const events = createEventRegistry();
    let failuresLeft = 1;
    const heard: string[] = [];
    events.on(Noted, async (tx, occurrence) => {
      heard.push(occurrence.payload.note);
      // A write of its own, which must stand or fall with the delivery.
      await writeEvent(
        tx,
        Echoed,
        { playerId: occurrence.playerId, payload: occurrence.payload },
        t.clock.now(),
      );
      if (failuresLeft-- > 0) throw new Error("the subscriber failed");
    });
    events.toRealtime(Noted, ({ payload }) => [
      { type: "profile", action: "updated", data: { fields: [payload.note] } },
    ]);
    const published: Publication[][] = [];
    const relay = relayOver(recordingFanout(published), events);
    await writeEvent(t.app.db, Noted, { playerId, payload: { note: "once" } }, t.clock.now());

    await expect(relay.drain()).rejects.toThrow("the subscriber failed");
    expect(await countOf("test.echoed")).toBe(0);
    expect(await countOf("test.noted", { undeliveredOnly: true })).toBe(1);
    expect(published.flat()).toEqual([]);

    await relay.drain();
    await relay.drain();
    expect(heard).toEqual(["once", "once"]);
    expect(await countOf("test.echoed")).toBe(1);
    expect(await countOf("test.noted", { undeliveredOnly: true })).toBe(0);
    expect(stepsOf(published, `player:${playerId}`)).toEqual(["once"]);
  });

  it("publishes an event for several players to each one's channel, in the event's order", async () => {
    const [first, second] = await Promise.all([signUpPlayer(t.app, "relay"), signUpPlayer(t.app, "relay")]);
    await t.app.realtime.flush();
    const events = createEventRegistry();
    events.toPlayers(NotedForMany, ({ payload }) =>
      payload.notes.map(({ playerId, note }) => ({
        playerId,
        message: { type: "profile", action: "updated", data: { fields: [note] } },
      })),
    );
    const published: Publication[][] = [];
    const relay = relayOver(recordingFanout(published), events);
    const notes = [
      { playerId: first.playerId, note: "first-1" },
      { playerId: second.playerId, note: "second-1" },
      { playerId: first.playerId, note: "first-2" },
    ];
    await writeEvent(t.app.db, NotedForMany, { playerId: null, payload: { notes } }, t.clock.now());

    expect(await relay.drain()).toBe(1);
    expect(stepsOf(published, `player:${first.playerId}`)).toEqual(["first-1", "first-2"]);
    expect(stepsOf(published, `player:${second.playerId}`)).toEqual(["second-1"]);
    expect(stepsOf(published, "broadcast")).toEqual([]);
  });
});
