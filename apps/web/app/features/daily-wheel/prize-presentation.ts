/**
 * The header's balance while the wheel turns: the prize is paid when the server answers, before the
 * wheel has landed, so the balance holds it back until it lands, as it does for a game's round
 * (lib/balance-hold.ts). Other changes (coins bought in another tab) still show at once. Closing
 * the wheel lets the hold go.
 */
import type { Currency, PromotionPrize } from "@reelhouse/contract";
import { useEffect, useRef } from "react";
import { type Balances, balanceHold, type RoundReport } from "~/lib/balance-hold.ts";
import { useSite } from "~/lib/use-site.ts";

/** Spins are told apart from a game frame's rounds, which count up from 1. */
let lastSerial = 0;

function currencyOf(prize: PromotionPrize): Currency | null {
  if (prize.coins > 0) return "coins";
  if (prize.entries > 0) return "entries";
  return null;
}

export function usePrizePresentation() {
  const { player } = useSite();
  const siteBalance = player?.balance;
  const before = useRef<Balances | null>(null);
  const turning = useRef<RoundReport | null>(null);

  useEffect(() => {
    if (siteBalance) balanceHold.observeSite(siteBalance);
  }, [siteBalance]);
  useEffect(() => () => balanceHold.drop(), []);

  return {
    /** A spin was asked for: the balance it starts from. */
    asked(): void {
      before.current = siteBalance ?? null;
    },
    /** The server drew `prize` (already paid): held until the wheel lands. */
    answered(prize: PromotionPrize): void {
      const currency = currencyOf(prize);
      if (!currency || !before.current) return;
      const start = before.current[currency];
      lastSerial -= 1;
      turning.current = {
        serial: lastSerial,
        currency,
        answered: [start, start + prize[currency]],
        presented: start,
        isAwaiting: false,
        isOver: false,
      };
      balanceHold.observeRoundFrom(turning.current, start);
    },
    /** The wheel stopped on the prize: the balance shows it. */
    landed(): void {
      const round = turning.current;
      if (!round) return;
      turning.current = null;
      balanceHold.observeRound({ ...round, presented: round.answered[1] ?? round.presented, isOver: true });
    },
  };
}
