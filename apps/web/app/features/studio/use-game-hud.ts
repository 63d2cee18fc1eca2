/**
 * What the presenter shows in the DOM over the canvas: the feature's counters, the cards, a flash
 * over the reels, the win meter, the scratch card's state, the ways expanding reels show and what
 * screen readers are told.
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
  /** Expanding reels: the ways the reels show (null before the first step is shown). */
  ways: number | null;
}

const EMPTY: GameHudState = {
  feature: null,
  card: null,
  flash: null,
  announcement: "",
  isCardCovered: false,
  isMeterShown: false,
  ways: null,
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
      setWays: (ways) => patch({ ways }),
    };
  }, []);
  return { hud, controls };
}
