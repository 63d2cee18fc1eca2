/**
 * The ante toggle and the two-tier buy dialog as a player meets them: the toggle says whether the
 * ante is on and shows the raised stake; the dialog offers each tier at its price and buys the one
 * chosen.
 */
import { findTitle } from "@reelhouse/games";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { titleArt } from "./art/index.ts";
import { GameControls } from "./game-controls.tsx";
import { GameModals } from "./game-modals.tsx";
import type { PaytableTitle } from "./paytable.tsx";

const forge = findTitle("storm-forge");
if (forge?.maths.kind !== "reels") throw new Error("no Storm Forge");
const info: PaytableTitle = {
  ...forge.info,
  wildLineMultiplier: forge.maths.wildLineMultiplier,
  multiplierValues: [],
};
const format = (minor: number) => (minor / 100).toFixed(2);

function controls(isAnte: boolean, onToggleAnte = vi.fn(), isFreeSpin = false) {
  return (
    <GameControls
      title={info}
      currency="coins"
      balanceRef={createRef()}
      bet={100}
      betIndex={2}
      betLevels={info.betLevels.coins}
      lastWin={0}
      format={format}
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
      isAnte={isAnte}
      isFreeSpin={isFreeSpin}
      spinCost={isAnte ? 125 : 100}
      onToggleAnte={onToggleAnte}
    />
  );
}

describe("the ante toggle", () => {
  it("is off until pressed, and when on shows the stake a spin costs", () => {
    const onToggleAnte = vi.fn();
    const { unmount } = renderWithProviders(controls(false, onToggleAnte));
    const off = screen.getByRole("button", { name: new RegExp(en.studio.ante.label) });
    expect(off.getAttribute("aria-pressed")).toBe("false");
    expect(off.textContent).toContain(en.studio.ante.off);
    fireEvent.click(off);
    expect(onToggleAnte).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(controls(true));
    const on = screen.getByRole("button", { name: new RegExp(en.studio.ante.label) });
    expect(on.getAttribute("aria-pressed")).toBe("true");
    expect(on.textContent).toContain(en.studio.ante.stake.replace("{{amount}}", "1.25"));
  });
});

describe("the buy dialog of a title with two bonus buys", () => {
  it("offers free spins at 114× and super free spins from ×20 at 432×, and buys the one chosen", async () => {
    const onConfirmBuy = vi.fn();
    renderWithProviders(
      <GameModals
        modal={{ kind: "buy" }}
        title={info}
        art={titleArt("storm-forge")}
        currency="coins"
        bet={100}
        betLevels={info.betLevels.coins}
        format={format}
        canSwitchToSweeps={false}
        onClose={vi.fn()}
        onConfirmMaxBet={vi.fn()}
        onConfirmBuy={onConfirmBuy}
        onStartAutoplay={vi.fn()}
        onGetCoins={vi.fn()}
        onSwitchCurrency={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: en.studio.buy.title });
    const tiers = within(dialog).getAllByRole("listitem");
    expect(tiers.map((tier) => within(tier).getByRole("heading").textContent)).toEqual([
      en.studio.buy.tiers.standard,
      en.studio.buy.tiers.super,
    ]);
    expect(tiers[1]?.textContent).toContain("×20");
    const buy = (amount: string) =>
      within(dialog).getByRole("button", {
        name: en.studio.buy.confirm
          .replace("{{amount}}", amount)
          .replace("{{currency}}", en.studio.currency.coins),
      });
    fireEvent.click(buy("432.00"));
    fireEvent.click(buy("114.00"));
    expect(onConfirmBuy.mock.calls).toEqual([["super"], ["standard"]]);
    expect(within(dialog).getByText(en.studio.buy.noAnte)).toBeTruthy();
  });
});
