/**
 * The player's game settings (sound, turbo, the bet per title and currency, whether the top bet
 * was confirmed once), kept in this browser, and the bet level chosen from them.
 */
import type { Currency } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { useCallback, useState } from "react";
import { betKey, readSettings, type StudioSettings, writeSettings } from "./settings.ts";

export function useStudioSettings(
  title: Pick<TitleInfo, "id" | "defaultBetIndex">,
  currency: Currency,
  betLevels: readonly number[],
) {
  const [settings, setSettings] = useState<StudioSettings>(readSettings);
  const [betIndex, setBetIndex] = useState(() => {
    const stored = readSettings().bets[betKey(title.id, currency)];
    return stored !== undefined && stored < betLevels.length ? stored : title.defaultBetIndex[currency];
  });

  const updateSettings = useCallback((patch: Partial<StudioSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);

  /** Whether choosing `index` asks first: the top bet, until the player has confirmed it once. */
  const needsConfirmation = (index: number) =>
    index === betLevels.length - 1 && !settings.hasConfirmedMaxBet && index !== betIndex;

  /** Takes the bet level and remembers it for this title and currency (`isConfirmed`: the top bet). */
  const chooseBet = (index: number, isConfirmed = false) => {
    setBetIndex(index);
    updateSettings({
      ...(isConfirmed ? { hasConfirmedMaxBet: true } : {}),
      bets: { ...settings.bets, [betKey(title.id, currency)]: index },
    });
  };

  return { settings, updateSettings, betIndex, needsConfirmation, chooseBet };
}
