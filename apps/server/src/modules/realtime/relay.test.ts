/**
 * The outbox relay: what committed is published, at least once, in order per player, however many
 * relays run at once; what rolled back never is. Two relays share one database here, as two
 * instances would (on PostgreSQL they really run concurrently and share the work by row locks).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeOutboxEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
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

const relayOver = (fanout: Fanout) =>
  createOutboxRelay({ db: t.app.db, clock: t.clock, log: t.app.log, fanout, intervalMs: 60_000 });

const profileEvent = (playerId: string, step: number) => ({
  topic: "profile.updated",
  playerId,
  payload: { fields: [`step-${step}`] },
});

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

    await writeOutboxEvent(t.app.db, profileEvent(playerId, 1), t.clock.now());
    await withTransaction(t.app.db, async (tx) => {
      await writeOutboxEvent(tx, profileEvent(playerId, 2), t.clock.now());
      await writeOutboxEvent(tx, profileEvent(playerId, 3), t.clock.now());
    });
    await withTransaction(t.app.db, async (tx) => {
      await writeOutboxEvent(tx, profileEvent(playerId, 99), t.clock.now());
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
    await writeOutboxEvent(t.app.db, profileEvent(playerId, 1), t.clock.now());

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
          for (const { playerId } of players)
            await writeOutboxEvent(tx, profileEvent(playerId, step), t.clock.now());
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

  it("lets a handler write in the delivery's transaction, so it happens once per event", async () => {
    const { playerId } = await signUpPlayer(t.app, "relay");
    await t.app.realtime.flush();
    const relay = relayOver(recordingFanout([]));
    const seen: number[] = [];
    relay.addHandler(async (_tx, events) => {
      for (const event of events) if (event.playerId === playerId) seen.push(event.id);
    });
    await writeOutboxEvent(t.app.db, profileEvent(playerId, 1), t.clock.now());
    await relay.drain();
    await relay.drain();
    expect(seen).toHaveLength(1);
  });
});
