import type { FreeSpins } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { runRoundFinished, runSpinAnswered, runSpinStarted, startRun } from "./free-spin-run.ts";
import { FreeSpinsBanner, FreeSpinsSummary } from "./free-spins-banner.tsx";
import { GameControls } from "./game-controls.tsx";

const grant = (changes: Partial<FreeSpins> = {}): FreeSpins => ({
  spinsId: "0f6a1d2e-3b4c-4d5e-8f70-1a2b3c4d5e6f",
  gameId: "lucky-lanterns",
  gameName: "Lucky Lanterns",
  currency: "coins",
  betLevel: 100_000,
  spinsTotal: 10,
  spinsRemain: 10,
  endDate: "2030-01-02T12:00:00.000Z",
  totalWin: 0,
  ...changes,
});

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

function banner(props: Partial<Parameters<typeof FreeSpinsBanner>[0]> = {}) {
  const handlers = { onPlay: vi.fn(), onLater: vi.fn(), onSwitch: vi.fn() };
  const { unmount } = renderWithProviders(
    <FreeSpinsBanner
      offer={null}
      elsewhere={null}
      run={null}
      isScratch={false}
      isBusy={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, unmount };
}

describe("the free spins banner", () => {
  it("offers the spins at their bet and starts them", () => {
    const offered = grant();
    const { onPlay } = banner({ offer: offered });
    expect(
      screen.getByText(
        fill(en.studio.freeSpins.spins.offer_other, {
          count: 10,
          bet: "1,000",
          currency: en.studio.currency.coins,
        }),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: en.studio.freeSpins.spins.play }));
    expect(onPlay).toHaveBeenCalledWith(offered);
  });

  it("waits while a round plays", () => {
    banner({ offer: grant(), isBusy: true });
    expect(
      (screen.getByRole("button", { name: en.studio.freeSpins.spins.play }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("asks to switch to the currency spins in the other one are in", () => {
    const { onSwitch } = banner({ elsewhere: grant({ currency: "entries", betLevel: 50, spinsRemain: 1 }) });
    expect(
      screen.getByText(
        fill(en.studio.freeSpins.spins.elsewhere_one, { count: 1, currency: en.studio.currency.entries }),
      ),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole("button", {
        name: fill(en.studio.freeSpins.switch, { currency: en.studio.currency.entries }),
      }),
    );
    expect(onSwitch).toHaveBeenCalledWith("entries");
  });

  it("counts the spins as they play, and lets the player stop between them", () => {
    let run = runSpinStarted(startRun(grant({ spinsRemain: 8, totalWin: 30_000 })));
    const { unmount } = banner({ run });
    expect(screen.getByText(fill(en.studio.freeSpins.spins.counter, { number: 3, total: 10 }))).toBeTruthy();
    expect(screen.getByText(fill(en.studio.freeSpins.wonSoFar, { amount: "300" }))).toBeTruthy();
    // While the spin plays there is no stopping.
    expect(screen.queryByRole("button", { name: en.studio.freeSpins.later })).toBeNull();

    unmount();
    run = runRoundFinished(runSpinAnswered(run, grant({ spinsRemain: 7, totalWin: 30_000 }), false), 0);
    const { onLater } = banner({ run });
    expect(screen.getByText(fill(en.studio.freeSpins.spins.counter, { number: 4, total: 10 }))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: en.studio.freeSpins.later }));
    expect(onLater).toHaveBeenCalled();
  });

  it("speaks of free cards for a scratch title, in Spanish too", () => {
    banner({ offer: grant({ spinsRemain: 3 }), isScratch: true });
    expect(screen.getByRole("button", { name: en.studio.freeSpins.cards.play })).toBeTruthy();
    renderWithProviders(
      <FreeSpinsBanner
        offer={grant({ spinsRemain: 3 })}
        elsewhere={null}
        run={null}
        isScratch={false}
        isBusy={false}
        onPlay={vi.fn()}
        onLater={vi.fn()}
        onSwitch={vi.fn()}
      />,
      { locale: "es" },
    );
    expect(screen.getByRole("button", { name: es.studio.freeSpins.spins.play })).toBeTruthy();
  });
});

describe("the free spins total", () => {
  it("says what the spins won in all, and closes", () => {
    const run = { ...startRun(grant({ spinsRemain: 0, totalWin: 125_000 })), isOver: true };
    const onClose = vi.fn();
    renderWithProviders(<FreeSpinsSummary run={run} isScratch={false} onClose={onClose} />);
    expect(screen.getByRole("heading", { name: en.studio.freeSpins.spins.done })).toBeTruthy();
    expect(screen.getByText("1,250")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: en.studio.cards.continue }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe("the controls during free spins", () => {
  it("lock the bet to the spins' and leave out autoplay, the ante and the buy", () => {
    const forge = findTitle("storm-forge");
    if (!forge) throw new Error("no Storm Forge");
    renderWithProviders(
      <GameControls
        title={forge.info}
        currency="coins"
        balanceRef={createRef()}
        bet={100_000}
        betIndex={2}
        betLevels={forge.info.betLevels.coins}
        lastWin={0}
        format={(minor) => String(minor / 100)}
        isReplay={false}
        isBusy={false}
        isCardCovered={false}
        isTurbo={false}
        autoplay={null}
        onSpin={vi.fn()}
        onChooseBet={vi.fn()}
        onToggleTurbo={vi.fn()}
        onOpenAutoplay={vi.fn()}
        onBuy={vi.fn()}
        isAnte={false}
        isFreeSpin={true}
        spinCost={0}
        onToggleAnte={vi.fn()}
      />,
    );
    const disabled = (name: string | RegExp) =>
      (screen.getByRole("button", { name }) as HTMLButtonElement).disabled;
    expect(disabled(en.studio.hud.betDown)).toBe(true);
    expect(disabled(en.studio.hud.betUp)).toBe(true);
    expect(disabled(en.studio.autoplay.open)).toBe(true);
    expect(disabled(new RegExp(en.studio.ante.label))).toBe(true);
    expect(disabled(new RegExp(en.studio.buy.button))).toBe(true);
    expect(disabled(en.studio.freeSpins.spins.button)).toBe(false);
    expect(screen.getByText(en.studio.freeSpins.free)).toBeTruthy();
  });
});
