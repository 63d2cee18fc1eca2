/**
 * What the presenter shows in the DOM over the canvas: the feature's counters, the cards, a flash
 * over the reels, the win meter, the scratch card's state and what screen readers are told.
 */
import { useMemo, useState } from "react";
import type { FeatureHud, GameCard, PresenterHud } from "./game-presenter.ts";

export interface GameHudState {
  feature: FeatureHud | null;
  card: GameCard | null;
  flash: { id: number; message: string } | null;
  announcement: string;
  isCardCovered: boolean;
  isMeterShown: boolean;
}

const EMPTY: GameHudState = {
  feature: null,
  card: null,
  flash: null,
  announcement: "",
  isCardCovered: false,
  isMeterShown: false,
};

export interface GameHudControls extends PresenterHud {
  setMeterShown(isShown: boolean): void;
}

export function useGameHud(): { hud: GameHudState; controls: GameHudControls } {
  const [hud, setHud] = useState(EMPTY);
  const controls = useMemo<GameHudControls>(() => {
    const patch = (change: Partial<GameHudState>) => setHud((current) => ({ ...current, ...change }));
    return {
      setFeature: (feature) => patch({ feature }),
      showMeter: () => patch({ isMeterShown: true }),
      setMeterShown: (isMeterShown) => patch({ isMeterShown }),
      openCard: (card) => patch({ card }),
      closeCard: () => patch({ card: null }),
      flash: (message) => patch({ flash: { id: performance.now(), message } }),
      announce: (announcement) => patch({ announcement }),
      setCardCovered: (isCardCovered) => patch({ isCardCovered }),
    };
  }, []);
  return { hud, controls };
}
