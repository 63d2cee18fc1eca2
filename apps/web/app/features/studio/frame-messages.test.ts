import { afterEach, describe, expect, it, vi } from "vitest";
import { GAME_MESSAGE_SOURCE, isGameMessage, listenToFrame } from "./frame-messages.ts";

afterEach(() => vi.restoreAllMocks());

describe("the game frame's messages", () => {
  it("accepts the studio's messages and nothing else", () => {
    expect(isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "openCashier" })).toBe(true);
    const round = {
      serial: 1,
      currency: "coins",
      answered: [10_000, 14_000],
      presented: 9_000,
      isAwaiting: false,
      isOver: false,
    };
    expect(isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "round", round })).toBe(true);
    expect(
      isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "round", round: { ...round, answered: [] } }),
    ).toBe(false);
    expect(
      isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "round", round: { ...round, presented: "9000" } }),
    ).toBe(false);
    expect(
      isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "balance", balance: { coins: 1, entries: 2 } }),
    ).toBe(false);
    expect(isGameMessage({ source: GAME_MESSAGE_SOURCE, type: "navigate" })).toBe(false);
    expect(isGameMessage({ source: "other", type: "openCashier" })).toBe(false);
    expect(isGameMessage("openCashier")).toBe(false);
  });

  it("hears only its own frame, from this origin", () => {
    const frame = {} as Window;
    const other = {} as Window;
    const heard: string[] = [];
    const stop = listenToFrame(
      () => frame,
      (message) => heard.push(message.type),
    );
    const post = (origin: string, source: Window) =>
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { source: GAME_MESSAGE_SOURCE, type: "openCashier" },
          origin,
          source,
        }),
      );
    post("https://evil.example", frame);
    post(window.location.origin, other);
    post(window.location.origin, frame);
    stop();
    post(window.location.origin, frame);
    expect(heard).toEqual(["openCashier"]);
  });
});
