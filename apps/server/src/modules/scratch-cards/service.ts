/**
 * The scratch-card lottery (spec §3 "Scratch cards", §4, §7): cards earned by purchase and by play,
 * each with its prize drawn (CSPRNG, from the theme's published table) and stored when it is
 * issued; opening a card pays that stored prize once, from the `scratchCards` budget.
 *
 * - An occasion gives its cards once: the key (player, occasion) on the table. A completed payment
 *   is an occasion (`payment:<id>:<n>`); so is each `stakePerCard` of coins staked in the player's
 *   day (`play:<date>:<n>`), worked out whenever the player's cards are read.
 * - A card's status follows from the clock: `ready_for_activate` before `availableAt`, `available`
 *   until `finishedAt`, then `expired`; `opened` once opened.
 * - Opening locks the card's row: a second click, a retry or a second tab waits, finds it opened
 *   and answers the same prize. The wallet key `scratch-card:<card>` backs it.
 */
import { randomInt, randomUUID } from "node:crypto";
import type {
  PromotionCard,
  ScratchCard,
  ScratchCardLottery,
  ScratchCardStatus,
  ThemeId,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { nextLocalMidnight, type Promotions, type PromotionVisitor } from "../promotions/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { ScratchCardsIssued } from "./events.ts";
import * as repo from "./repo.ts";
import {
  earningOf,
  oddsOf,
  type ScratchCardsSettings,
  scratchCardsPromotion,
  type TablePrize,
} from "./settings.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How many of the player's cards the lottery shows (those still to scratch come first). */
const CARDS_SHOWN = 30;

export interface ScratchCardsDeps {
  db: Db;
  clock: Clock;
  promotions: Promotions;
  wallet: Pick<Wallet, "playTotals">;
  /** The theme a purchase's cards are drawn on: a payment does not say which site it was made on. */
  purchaseTheme: ThemeId;
}

type Player = PromotionVisitor & { playerId: string };

/** Draws a prize from the table, each with the chance its weight gives it (a CSPRNG, not Math.random). */
export function drawPrize(prizes: readonly TablePrize[], pick = randomInt): TablePrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = pick(0, total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error("a prize table's weights do not add up");
}

export function statusOf(card: repo.CardRow, now: Date): ScratchCardStatus {
  if (card.openedAt) return "opened";
  if (now >= card.finishedAt) return "expired";
  return now < card.availableAt ? "ready_for_activate" : "available";
}

function cardOf(row: repo.CardRow, now: Date): ScratchCard {
  const status = statusOf(row, now);
  return {
    id: row.id,
    status,
    source: row.source as ScratchCard["source"],
    prize: row.openedAt ? { coins: row.paidCoins ?? 0, entries: row.paidEntries ?? 0 } : null,
    timer: Math.max(0, row.availableAt.getTime() - now.getTime()),
    availableAt: row.availableAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
  };
}

const WAITING: ReadonlySet<ScratchCardStatus> = new Set(["ready_for_activate", "available"]);

/** Cards still to scratch first, the soonest to expire first; then the rest, newest first. */
function ordered(cards: ScratchCard[]): ScratchCard[] {
  const waiting = cards.filter((card) => WAITING.has(card.status));
  waiting.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  return [...waiting, ...cards.filter((card) => !WAITING.has(card.status))];
}

export function createScratchCards(deps: ScratchCardsDeps) {
  const { promotions, clock } = deps;

  function newCard(
    settings: ScratchCardsSettings,
    card: { playerId: string; theme: ThemeId; source: "purchase" | "play"; occasion: string },
  ): repo.NewCard {
    const now = clock.now();
    const prize = drawPrize(settings.prizes);
    const delay = card.source === "play" ? settings.playActivationMinutes * MINUTE_MS : 0;
    return {
      ...card,
      id: randomUUID(),
      coins: prize.coins,
      entries: prize.entries,
      issuedAt: now,
      availableAt: new Date(now.getTime() + delay),
      finishedAt: new Date(now.getTime() + settings.lifetimeHours * HOUR_MS),
    };
  }

  /** Coins staked in the player's day so far, and the cards it has earned that are not issued yet. */
  async function issuePlayCards(player: Player, settings: ScratchCardsSettings): Promise<number> {
    const day = await promotions.playerDay(player.playerId, player.reportedTimeZone);
    // The day before ends at this day's start: a moment 26 h before its end lies in it (a day is 23-25 h).
    const startsAt = nextLocalMidnight(new Date(day.endsAt.getTime() - 26 * HOUR_MS), day.timeZone);
    const totals = await deps.wallet.playTotals(player.playerId, startsAt, day.endsAt);
    const staked = Math.max(0, totals.coins.staked);
    if (settings.stakePerCard === null) return staked;
    const earned = Math.min(settings.playCardsPerDay, Math.floor(staked / settings.stakePerCard));
    const issued = await repo.countPlayCards(deps.db, player.playerId, day.date);
    for (let n = issued + 1; n <= earned; n += 1) {
      await repo.insertCard(
        deps.db,
        newCard(settings, {
          playerId: player.playerId,
          theme: player.theme,
          source: "play",
          occasion: `play:${day.date}:${n}`,
        }),
      );
    }
    return staked;
  }

  async function lotteryOf(player: Player, settings: ScratchCardsSettings): Promise<ScratchCardLottery> {
    const stakedToday = await issuePlayCards(player, settings);
    const now = clock.now();
    const cards = ordered(
      (await repo.listCards(deps.db, player.playerId, CARDS_SHOWN)).map((row) => cardOf(row, now)),
    );
    const waiting = cards.filter((card) => WAITING.has(card.status));
    return {
      isActive: true,
      name: settings.name,
      finishedAt: waiting.reduce<string | null>(
        (latest, card) => (latest === null || card.finishedAt > latest ? card.finishedAt : latest),
        null,
      ),
      cards,
      prizes: oddsOf(settings),
      earning: earningOf(settings),
      stakedToday,
    };
  }

  async function activeSettings(theme: ThemeId): Promise<ScratchCardsSettings> {
    const settings = await promotions.settingsOf(scratchCardsPromotion, theme);
    if (!settings)
      throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
    return settings.config;
  }

  /** The player's lottery, or null where the theme does not run it. */
  async function lottery(player: Player): Promise<ScratchCardLottery | null> {
    const settings = await promotions.settingsOf(scratchCardsPromotion, player.theme);
    return settings ? lotteryOf(player, settings.config) : null;
  }

  return {
    lottery,

    /** Spec §7 `GET /rest/scratch-card-lottery/get/`: an inactive answer where the theme does not run it. */
    async lotteryOrInactive(player: Player): Promise<ScratchCardLottery> {
      const answer = await lottery(player);
      if (answer) return answer;
      return {
        isActive: false,
        name: "scratchCards",
        finishedAt: null,
        cards: [],
        prizes: [],
        earning: {
          perPurchase: 0,
          stakePerCard: null,
          playCardsPerDay: 0,
          playActivationDelay: 0,
          lifetime: 1,
        },
        stakedToday: 0,
      };
    },

    /** Gives a completed payment its cards, in the transaction that heard of it (once per payment). */
    async issueForPurchase(tx: Db, purchase: { playerId: string; paymentId: string }): Promise<void> {
      const settings = await promotions.within(tx).settingsOf(scratchCardsPromotion, deps.purchaseTheme);
      if (!settings) return;
      let count = 0;
      for (let n = 1; n <= settings.config.cardsPerPurchase; n += 1) {
        const isNew = await repo.insertCard(
          tx,
          newCard(settings.config, {
            playerId: purchase.playerId,
            theme: deps.purchaseTheme,
            source: "purchase",
            occasion: `payment:${purchase.paymentId}:${n}`,
          }),
        );
        if (isNew) count += 1;
      }
      if (count > 0) {
        await writeEvent(
          tx,
          ScratchCardsIssued,
          { playerId: purchase.playerId, payload: { paymentId: purchase.paymentId, count } },
          clock.now(),
        );
      }
    },

    /**
     * Opens the player's card and pays the prize it was issued with. An opened card answers what it
     * paid; a card of someone else is not found; one not yet available or expired is refused.
     */
    async open(player: Player, cardId: string, ip: string) {
      const settings = await activeSettings(player.theme);
      const opened = await withTransaction(deps.db, async (tx) => {
        const card = await repo.lockCard(tx, player.playerId, cardId);
        if (!card)
          throw new AppError(
            "NOT_FOUND",
            { key: "scratchCardNotFound" },
            { reason: "SCRATCH_CARD_NOT_FOUND" },
          );
        const now = clock.now();
        const status = statusOf(card, now);
        if (status === "opened") return card;
        if (status !== "available") {
          throw new AppError(
            "CONFLICT",
            { key: status === "expired" ? "scratchCardExpired" : "scratchCardNotYet" },
            { reason: "SCRATCH_CARD_NOT_AVAILABLE" },
          );
        }
        const paid = await promotions.within(tx).payPrize({
          playerId: player.playerId,
          promotion: "scratchCards",
          ip,
          prize: { coins: card.coins, entries: card.entries, freeSpins: null },
          idempotencyKey: `scratch-card:${card.id}`,
          reference: `card:${card.id}`,
        });
        return repo.markOpened(tx, card.id, {
          openedAt: now,
          paidCoins: paid.prize.coins,
          paidEntries: paid.prize.entries,
        });
      });
      return { card: cardOf(opened, clock.now()), data: await lotteryOf(player, settings) };
    },

    /** The lottery's card on the promotions page: available when a card waits to be scratched. */
    async card(player: Player): Promise<PromotionCard | null> {
      const current = await lottery(player);
      if (!current) return null;
      const next = current.cards.find((card) => WAITING.has(card.status));
      return {
        promotion: "scratchCards",
        // A card waiting for its timer is upcoming; with none at all there is nothing to do but earn one.
        state: next?.status === "available" ? "available" : next ? "upcoming" : "empty",
        availableAt: next?.status === "ready_for_activate" ? next.availableAt : null,
        prize: null,
        ...(current.name === "magicBox" ? { alias: "magicBox" as const } : {}),
      };
    },
  };
}

export type ScratchCards = ReturnType<typeof createScratchCards>;
