/**
 * The scratch-card lottery's settings per theme (stored by the promotions engine, validated here):
 * what the theme calls it, how cards are earned (per purchase, per coins staked in a day), how long
 * a card waits and lives, and the published prize table, each prize with its weight.
 */
import type { ScratchCardEarning, ScratchCardOdds, ThemeId } from "@reelhouse/contract";
import { ScratchCardsName } from "@reelhouse/contract";
import { prizeWorth, STANDARD_BET } from "@reelhouse/contract/economy";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const TablePrize = z.object({
  coins: z.number().int().min(0).max(100_000_000),
  entries: z.number().int().min(0).max(10_000_000),
  /** The prize's share of the draw: its chance is its weight over the table's total. */
  weight: z.number().int().min(1).max(1_000_000),
});
export type TablePrize = z.infer<typeof TablePrize>;

export const ScratchCardsSettings = z.object({
  name: ScratchCardsName,
  /** Cards each completed purchase gives. */
  cardsPerPurchase: z.number().int().min(0).max(5),
  /** Coins (minor units) staked in the player's day for each card; null: play gives none. */
  stakePerCard: z.number().int().positive().nullable(),
  playCardsPerDay: z.number().int().min(0).max(20),
  /** A card earned by play waits this long before it may be scratched (a bought one may at once). */
  playActivationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** A card may be scratched until this long after it is issued. */
  lifetimeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  prizes: z.array(TablePrize).min(1).max(20),
});
export type ScratchCardsSettings = z.infer<typeof ScratchCardsSettings>;

/** How cards are earned, as the site shows it. */
export function earningOf(settings: ScratchCardsSettings): ScratchCardEarning {
  return {
    perPurchase: settings.cardsPerPurchase,
    stakePerCard: settings.stakePerCard,
    playCardsPerDay: settings.stakePerCard === null ? 0 : settings.playCardsPerDay,
    playActivationDelay: settings.playActivationMinutes * MINUTE_MS,
    lifetime: settings.lifetimeHours * HOUR_MS,
  };
}

/** The published table: each prize with its chance in percent (two decimals). */
export function oddsOf(settings: ScratchCardsSettings): ScratchCardOdds[] {
  const total = settings.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return settings.prizes.map(({ coins, entries, weight }) => ({
    coins,
    entries,
    chance: Math.round((weight / total) * 10_000) / 100,
  }));
}

/** Spec §1 "scratch cards / magic box": these themes call the feature magic box. */
const MAGIC_BOX_THEMES: ReadonlySet<ThemeId> = new Set(["tao", "funzCity", "jackpotRabbit"]);

/**
 * The demo: a card per purchase, available at once; a card per 50 standard bets staked in a day
 * (at most three), scratchable 15 minutes after it is earned; a week to scratch each. Prizes from a
 * tenth of a spin to 100 spins' worth, and an entries prize.
 */
export const scratchCardsPromotion: PromotionDefinition<ScratchCardsSettings> = {
  promotion: "scratchCards",
  config: ScratchCardsSettings,
  demo: (theme) => ({
    isActive: true,
    config: {
      name: MAGIC_BOX_THEMES.has(theme) ? "magicBox" : "scratchCards",
      cardsPerPurchase: 1,
      stakePerCard: STANDARD_BET.coins * 50,
      playCardsPerDay: 3,
      playActivationMinutes: 15,
      lifetimeHours: 24 * 7,
      prizes: [
        { coins: prizeWorth("coins", 0.1), entries: 0, weight: 300 },
        { coins: prizeWorth("coins", 1), entries: 0, weight: 350 },
        { coins: prizeWorth("coins", 5), entries: 0, weight: 200 },
        { coins: prizeWorth("coins", 20), entries: 0, weight: 100 },
        { coins: 0, entries: prizeWorth("entries", 2), weight: 45 },
        { coins: prizeWorth("coins", 100), entries: 0, weight: 5 },
      ],
    },
  }),
};
