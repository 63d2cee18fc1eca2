/**
 * The scratch-card lottery, called magic box on some themes (spec §3 "Scratch cards", §4, §7
 * `GET /rest/scratch-card-lottery/get/`). A player earns cards by buying a package and by play; a
 * card's prize is drawn and stored when the card is issued, and scratching it shows that prize.
 * A card is `ready_for_activate` until its `timer` runs out, then `available` until `finishedAt`;
 * an opened card is `opened` (its prize paid), one not opened in time `expired`.
 */
import { z } from "zod";

/** What a theme calls the feature: its pages, cards and app-init flag follow the name. */
export const ScratchCardsName = z.enum(["scratchCards", "magicBox"]);
export type ScratchCardsName = z.infer<typeof ScratchCardsName>;

export const ScratchCardStatus = z.enum(["ready_for_activate", "available", "opened", "expired"]);
export type ScratchCardStatus = z.infer<typeof ScratchCardStatus>;

/** How a card was earned. */
export const ScratchCardSource = z.enum(["purchase", "play"]);
export type ScratchCardSource = z.infer<typeof ScratchCardSource>;

/** A card's prize, minor units; both zero is the "better luck next time" card. */
export const ScratchCardPrize = z.object({
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
});
export type ScratchCardPrize = z.infer<typeof ScratchCardPrize>;

export const ScratchCard = z.object({
  id: z.string(),
  status: ScratchCardStatus,
  source: ScratchCardSource,
  /** The prize, shown once the card is opened (fixed since the card was issued); null before. */
  prize: ScratchCardPrize.nullable(),
  /** Milliseconds left, when answered, until the card may be scratched; 0 once it may. */
  timer: z.number().int().min(0),
  /** When the card may be scratched. */
  availableAt: z.iso.datetime(),
  /** When the card expires unopened. */
  finishedAt: z.iso.datetime(),
  issuedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
});
export type ScratchCard = z.infer<typeof ScratchCard>;

/** One line of the theme's published prize table: the prize and its chance, in percent. */
export const ScratchCardOdds = ScratchCardPrize.extend({ chance: z.number().min(0).max(100) });
export type ScratchCardOdds = z.infer<typeof ScratchCardOdds>;

/** How cards are earned on the theme, for the empty state and the rules. */
export const ScratchCardEarning = z.object({
  /** Cards given for each completed purchase (0: purchases give none). */
  perPurchase: z.number().int().min(0),
  /** Coins (minor units) staked in a player's day for each card; null: play gives none. */
  stakePerCard: z.number().int().positive().nullable(),
  /** The most cards play gives in a day. */
  playCardsPerDay: z.number().int().min(0),
  /** How long a card earned by play waits before it may be scratched, in ms (a bought one may at once). */
  playActivationDelay: z.number().int().min(0),
  /** How long a card may be scratched once issued, in ms. */
  lifetime: z.number().int().positive(),
});
export type ScratchCardEarning = z.infer<typeof ScratchCardEarning>;

export const ScratchCardLottery = z.object({
  isActive: z.boolean(),
  name: ScratchCardsName,
  /** When the last card still to scratch expires (the §4 end timer); null when none waits. */
  finishedAt: z.iso.datetime().nullable(),
  /** Cards still to scratch first (soonest to expire first), then the latest opened and expired. */
  cards: z.array(ScratchCard),
  prizes: z.array(ScratchCardOdds),
  earning: ScratchCardEarning,
  /** Coins (minor units) staked today toward the next card earned by play. */
  stakedToday: z.number().int().min(0),
});
export type ScratchCardLottery = z.infer<typeof ScratchCardLottery>;

export const ScratchCardLotteryResponse = z.object({ success: z.literal(true), data: ScratchCardLottery });

export const OpenScratchCardRequest = z.object({ cardId: z.string().min(1).max(64) });

export const OpenScratchCardResponse = z.object({
  success: z.literal(true),
  /** The card opened, with its prize (the same answer however often it is opened). */
  card: ScratchCard,
  data: ScratchCardLottery,
});
export type OpenScratchCardResponse = z.infer<typeof OpenScratchCardResponse>;
