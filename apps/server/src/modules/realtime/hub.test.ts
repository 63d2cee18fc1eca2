import { describe, expect, it } from "vitest";
import { createHub, type Subscriber } from "./hub.ts";

const subscriber = (userId: string): Subscriber & { frames: string[] } => {
  const frames: string[] = [];
  return { userId, frames, send: (frame) => void frames.push(frame) };
};

describe("hub", () => {
  it("serves a large channel in slices, giving the event loop back, and keeps every subscriber's order", async () => {
    const hub = createHub();
    const members = Array.from({ length: 2_500 }, (_, index) => subscriber(`player-${index}`));
    for (const member of members) hub.add("broadcast", member);

    expect(hub.deliver("broadcast", "first")).toBe(2_500);
    expect(hub.deliver("broadcast", "second")).toBe(2_500);
    // Only the first slice went out before the event loop had its turn.
    expect(members.filter((member) => member.frames.length > 0)).toHaveLength(1_000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const member of members) expect(member.frames).toEqual(["first", "second"]);
  });

  it("forgets a channel with its last subscriber", () => {
    const hub = createHub();
    const only = subscriber("player-1");
    hub.add("player:1", only);
    expect(hub.remove("player:1", only)).toBe(true);
    expect(hub.deliver("player:1", "frame")).toBe(0);
  });
});
