import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type GameCard, GamePresenter, type PresenterHud, type PresenterOptions } from "./game-presenter.ts";

/** A presenter whose HUD records the cards it opens and closes; the stage is not needed for cards. */
function presenterWith({ isHandsFree }: { isHandsFree: boolean }) {
  const shown: string[] = [];
  const hud: Pick<PresenterHud, "openCard" | "closeCard"> = {
    openCard: (card: GameCard) => shown.push(`open ${card.kind}`),
    closeCard: () => shown.push("close"),
  };
  const options = { hud, isTurbo: () => true, isHandsFree: () => isHandsFree } as unknown as PresenterOptions;
  return { presenter: new GamePresenter(options), shown };
}

describe("the card of a resumed round", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays until the player goes on, however long the tab sits open", async () => {
    const { presenter, shown } = presenterWith({ isHandsFree: false });
    let isOver = false;
    const card = presenter.showResume("freeSpins").then(() => {
      isOver = true;
    });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(isOver).toBe(false);
    expect(shown).toEqual(["open resume"]);

    presenter.skip();
    await card;
    expect(shown).toEqual(["open resume", "close"]);
  });

  it("goes on by itself when nobody is expected to tap (a replay, autoplay)", async () => {
    const { presenter, shown } = presenterWith({ isHandsFree: true });
    const card = presenter.showResume("respins");

    await vi.advanceTimersByTimeAsync(2_000);
    await card;
    expect(shown).toEqual(["open resume", "close"]);
  });
});
