/**
 * Redeeming entries for prizes (the sweepstakes rules, "Redeeming prizes"; spec §4; ADR 127). The
 * rules this keeps:
 * - a request is taken only when every item of the checklist holds, the player is in SweepStakes
 *   mode on a theme that offers redemption, and the amount is within the limits (50 entries at
 *   least, the per-request and per-day limits) and the redeemable balance;
 * - the entries are held by the ledger (`redemptionHold`) in the transaction that writes the
 *   redemption, under the player's row lock, so concurrent requests queue and can never hold more
 *   than the redeemable balance, nor pass the day's limit together;
 * - one redemption per `Idempotency-Key`: the key again answers the same redemption and holds
 *   nothing twice; with other parameters it is 409;
 * - a redemption moves only forward (`inReview` → `approved` → `paid`; `inReview` → `rejected` or
 *   `cancelled`; `approved` → `failed`), under its row lock, and the moves that give the entries
 *   back settle the hold (`redemptionSettle(…, "reversed")`) in the same transaction; `paid`
 *   settles it to the payments account. Every move writes its `redemption.changed` event with it;
 * - a payout outcome counts only from a webhook whose signature checks, once per delivery, and
 *   only while the redemption is approved, so a forged or replayed webhook changes nothing;
 * - only the owner reads or cancels a redemption: anyone else's is not found.
 */
import { randomUUID } from "node:crypto";
import {
  type BankAccount,
  fieldMessage,
  minor,
  type OperatorRedemption,
  REDEMPTION_CHECKS,
  REDEMPTION_STATUSES,
  type Redemption,
  type RedemptionCheck,
  type RedemptionOverview,
  type RedemptionRequest,
  type RedemptionStatus,
  type RedemptionStep,
  type ThemeId,
} from "@reelhouse/contract";
import type { RedemptionsConfig } from "../../config/redemptions.ts";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notSignedIn } from "../../lib/errors.ts";
import { idempotencyKeyReused, requestDigest } from "../../lib/idempotency.ts";
import { type Accounts, assertMayPlay, isOnPlayBreak } from "../accounts/service.ts";
import { playerDay } from "../promotions/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import type { Verification } from "../verification/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { RedemptionChanged } from "./events.ts";
import { isHolderNameOf } from "./holder-name.ts";
import { destinationLabel, type PayoutProvider } from "./providers.ts";
import * as repo from "./repo.ts";

/** How many of a player's redemptions the overview shows, and of all the operator's list. */
const PLAYER_LIST_LIMIT = 50;
const OPERATOR_LIST_LIMIT = 200;
const ENTRY = 100;
const STEP_ORDER: readonly string[] = ["requested", ...REDEMPTION_STATUSES];

/** Who asks, as redemptions see a request. */
export interface RedemptionVisitor {
  playerId: string;
  theme: ThemeId;
  ip: string;
  /** The site origin the request came to: the links and brand of the emails about it. */
  origin: string;
}

/** A move the player is told about by email, after it committed. */
export interface RedemptionNotice {
  kind: "requested" | "approved" | "paid" | "rejected" | "failed" | "cancelled";
  redemption: repo.RedemptionWithLabel;
  note: string | null;
}

export interface RedemptionsDeps {
  db: Db;
  clock: Clock;
  settings: RedemptionsConfig;
  provider: PayoutProvider;
  wallet: Wallet;
  accounts: Pick<Accounts, "contacts" | "standing" | "timeZone" | "within">;
  verification: Pick<Verification, "isIdentityVerified">;
  restrictions: Pick<Restrictions, "checkPlayerAccess">;
  /** Emails the player; called after the move committed, and never fails the move. */
  notify(notice: RedemptionNotice): Promise<void>;
}

export type Redemptions = ReturnType<typeof createRedemptions>;

export function createRedemptions(deps: RedemptionsDeps) {
  const { db, clock, settings, provider, wallet, accounts } = deps;
  const { limits } = settings;

  const isEnabledOn = (theme: ThemeId) => !settings.offThemes.includes(theme);

  /** Each check of the checklist, from the sources that decide it, as they stand now. */
  async function checklist(visitor: RedemptionVisitor) {
    const { playerId } = visitor;
    const [[contact], isVerified, balances, standing, access] = await Promise.all([
      accounts.contacts([playerId]),
      deps.verification.isIdentityVerified(playerId),
      wallet.balances(playerId),
      accounts.standing(playerId),
      deps.restrictions.checkPlayerAccess(visitor.ip, playerId),
    ]);
    if (!contact || !standing) throw notSignedIn();
    const met: Record<RedemptionCheck, boolean> = {
      identityVerified: isVerified,
      emailConfirmed: contact.emailConfirmedAt !== null,
      phoneConfirmed: contact.phoneConfirmedAt !== null,
      playThroughDone: balances.entries.playThroughLeft === 0,
      minimumEntries: balances.entries.redeemable >= limits.minimum,
      eligibleLocation: access.currencies.entries,
      noPlayBreak: !isOnPlayBreak(standing, clock.now()),
    };
    return { met, contact, standing, redeemable: balances.entries.redeemable as number };
  }

  async function usedToday(handle: Db, playerId: string): Promise<{ day: string; used: number }> {
    const day = playerDay(clock.now(), await accounts.within(handle).timeZone(playerId)).date;
    return { day, used: await repo.sumOfDay(handle, playerId, day) };
  }

  async function views(handle: Db, rows: repo.RedemptionWithLabel[]): Promise<Redemption[]> {
    const steps = await repo.listSteps(
      handle,
      rows.map((row) => row.id),
    );
    return rows.map((row) => view(row, steps));
  }

  /** Moves a redemption in `tx` and writes its step and event; the row must be locked. */
  async function move(
    tx: Db,
    row: repo.RedemptionRow,
    status: RedemptionStatus,
    { note = null, decidedBy }: { note?: string | null; decidedBy?: string } = {},
  ): Promise<void> {
    const at = clock.now();
    await repo.updateRedemption(tx, row.id, { status, ...(decidedBy ? { decidedBy } : {}) });
    await repo.insertStep(tx, { redemptionId: row.id, step: status, at, note });
    await writeEvent(
      tx,
      RedemptionChanged,
      { playerId: row.playerId, payload: { redemptionId: row.id, status } },
      at,
    );
  }

  /** Gives the held entries back, in `tx`. */
  function giveBack(tx: Db, row: repo.RedemptionRow) {
    return wallet.within(tx).redemptionSettle(row.playerId, minor("entries", row.amount), row.id, "reversed");
  }

  /** Tells the player, once the move committed; a mail that cannot go is logged, not fatal. */
  async function tell(kind: RedemptionNotice["kind"], redemptionId: string, note: string | null = null) {
    const redemption = await repo.findById(db, redemptionId);
    if (redemption) await deps.notify({ kind, redemption, note });
  }

  /** A redemption in review, locked in `tx`; 409 once it has moved on. */
  async function lockInReview(tx: Db, id: string, playerId?: string): Promise<repo.RedemptionRow> {
    const row = await repo.lockById(tx, id);
    if (!row || (playerId !== undefined && row.playerId !== playerId)) throw redemptionNotFound();
    if (row.status !== "inReview") throw new AppError("CONFLICT", { key: "redemptionNotInReview" });
    return row;
  }

  async function operatorView(id: string): Promise<OperatorRedemption> {
    const row = await repo.findById(db, id);
    if (!row) throw redemptionNotFound();
    return (await operatorViews([row]))[0] as OperatorRedemption;
  }

  async function operatorViews(rows: repo.RedemptionWithLabel[]): Promise<OperatorRedemption[]> {
    const [shown, contacts] = await Promise.all([
      views(db, rows),
      accounts.contacts([...new Set(rows.map((row) => row.playerId))]),
    ]);
    const emailOf = new Map(contacts.map((contact) => [contact.id, contact.email]));
    return rows.map((row, index) => ({
      ...(shown[index] as Redemption),
      playerId: row.playerId,
      playerEmail: emailOf.get(row.playerId) ?? "",
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy,
    }));
  }

  /** The destination the request names: one of the player's, or a new one the provider makes. */
  async function destinationFor(
    playerId: string,
    contact: { email: string; name: string | null; surname: string | null },
    request: RedemptionRequest,
  ): Promise<{ row: repo.DestinationRow; isNew: boolean }> {
    if ("destinationId" in request) {
      const row = await repo.findOwnDestination(db, playerId, provider.name, request.destinationId);
      if (!row) throw new AppError("NOT_FOUND", { key: "redemptionDestinationNotFound" });
      return { row, isNew: false };
    }
    const name = { name: contact.name ?? "", surname: contact.surname ?? "" };
    if (!name.name.trim() || !name.surname.trim()) {
      throw new AppError("BAD_REQUEST", { key: "redemptionNameMissing" });
    }
    assertHolderIsPlayer(request.bankAccount, name);
    const known = await repo.listDestinations(db, playerId, provider.name);
    const label = destinationLabel(request.bankAccount);
    const created = await provider.createDestination({
      bankAccount: request.bankAccount,
      label,
      payeeReference: known[0]?.payeeReference ?? null,
      payee: { firstName: name.name.trim(), lastName: name.surname.trim(), email: contact.email },
    });
    return {
      row: {
        id: randomUUID(),
        playerId,
        provider: provider.name,
        payeeReference: created.payeeReference,
        reference: created.reference,
        label,
        createdAt: clock.now(),
      },
      isNew: true,
    };
  }

  return {
    providerName: provider.name,
    /** Whether the theme offers redeeming at all (app init's `redeem`). */
    isEnabledOn,

    async overview(visitor: RedemptionVisitor): Promise<RedemptionOverview> {
      const { playerId } = visitor;
      const [{ met, redeemable }, today, destinations, rows] = await Promise.all([
        checklist(visitor),
        usedToday(db, playerId),
        repo.listDestinations(db, playerId, provider.name),
        repo.listOfPlayer(db, playerId, PLAYER_LIST_LIMIT),
      ]);
      return {
        isEnabled: isEnabledOn(visitor.theme),
        redeemable,
        checklist: REDEMPTION_CHECKS.map((check) => ({ check, isMet: met[check] })),
        limits: { ...limits, usedToday: today.used },
        destinations: destinations.map(({ id, label }) => ({ id, label })),
        redemptions: await views(db, rows),
      };
    },

    /**
     * Takes a redemption: refused with what stands in the way, or held and in review. The provider
     * makes a new bank account's destination before anything is written, so a provider that does
     * not answer leaves nothing behind.
     */
    async request(
      visitor: RedemptionVisitor,
      idempotencyKey: string,
      request: RedemptionRequest,
    ): Promise<Redemption> {
      const { playerId } = visitor;
      const digest = requestDigest(request);
      const replayOf = async (handle: Db) => {
        const existing = await repo.findByKey(handle, playerId, idempotencyKey);
        if (!existing) return null;
        if (existing.requestDigest !== digest) throw idempotencyKeyReused();
        return (await views(handle, [existing]))[0] as Redemption;
      };
      const replayed = await replayOf(db);
      if (replayed) return replayed;

      if (!isEnabledOn(visitor.theme)) throw new AppError("FORBIDDEN", { key: "redemptionsOff" });
      const { met, contact, standing } = await checklist(visitor);
      assertMayPlay(standing, clock.now());
      const unmet = REDEMPTION_CHECKS.filter((check) => !met[check]);
      if (unmet.length > 0) {
        throw new AppError(
          "FORBIDDEN",
          { key: "redemptionChecksUnmet" },
          { fields: unmet.map((check) => ({ path: `checklist.${check}`, message: check })) },
        );
      }
      if (standing.gameMode !== "SweepStakes")
        throw new AppError("FORBIDDEN", { key: "redemptionSweepStakesOnly" });
      assertWithinRequestLimits(request.amount, limits);
      const destination = await destinationFor(playerId, contact, request);

      const id = randomUUID();
      const outcome = await withTransaction(db, async (tx) => {
        // The player's row lock: a player's requests (and their purchases) take turns from here.
        const locked = await accounts.within(tx).lockStanding(playerId);
        if (!locked) throw notSignedIn();
        const again = await replayOf(tx);
        if (again) return { redemption: again, isNew: false };
        assertMayPlay(locked, clock.now());
        if (locked.gameMode !== "SweepStakes")
          throw new AppError("FORBIDDEN", { key: "redemptionSweepStakesOnly" });
        const { day, used } = await usedToday(tx, playerId);
        if (used + request.amount > limits.perDay) {
          throw new AppError("CONFLICT", {
            key: "redemptionDayLimit",
            values: { maximum: wholeEntries(limits.perDay), left: wholeEntries(limits.perDay - used) },
          });
        }
        if (destination.isNew) await repo.insertDestination(tx, destination.row);
        const at = clock.now();
        await repo.insertRedemption(tx, {
          id,
          playerId,
          amount: request.amount,
          status: "inReview",
          destinationId: destination.row.id,
          idempotencyKey,
          requestDigest: digest,
          requestDay: day,
          themeId: visitor.theme,
          siteOrigin: visitor.origin,
          transferReference: null,
          decidedBy: null,
          requestedAt: at,
        });
        await repo.insertStep(tx, { redemptionId: id, step: "requested", at, note: null });
        await wallet.within(tx).redemptionHold(playerId, minor("entries", request.amount), id);
        await writeEvent(
          tx,
          RedemptionChanged,
          { playerId, payload: { redemptionId: id, status: "inReview" } },
          at,
        );
        const row = await repo.findById(tx, id);
        return { redemption: (await views(tx, row ? [row] : []))[0] as Redemption, isNew: true };
      });
      if (outcome.isNew) await tell("requested", id);
      return outcome.redemption;
    },

    /** The owner takes back a redemption still in review; its entries return with it. */
    async cancel(playerId: string, id: string): Promise<Redemption> {
      await withTransaction(db, async (tx) => {
        const row = await lockInReview(tx, id, playerId);
        await giveBack(tx, row);
        await move(tx, row, "cancelled");
      });
      await tell("cancelled", id);
      const row = await repo.findById(db, id);
      return (await views(db, row ? [row] : []))[0] as Redemption;
    },

    /** The operator's queue, newest first. */
    async list(status: RedemptionStatus | undefined): Promise<OperatorRedemption[]> {
      return operatorViews(await repo.listAll(db, status, OPERATOR_LIST_LIMIT));
    },

    /**
     * Approves a redemption in review and sends its payout. The provider is called under the
     * row's lock, with the redemption's id as the transfer's idempotency key: the player cannot
     * cancel meanwhile, and an approval retried after a failure pays once.
     */
    async approve(id: string, operatorName: string): Promise<OperatorRedemption> {
      await withTransaction(db, async (tx) => {
        const row = await lockInReview(tx, id);
        const destination = await repo.findOwnDestination(tx, row.playerId, provider.name, row.destinationId);
        if (!destination) throw new AppError("CONFLICT", { key: "redemptionNotInReview" });
        const transferReference = await provider.sendPayout({
          redemptionId: row.id,
          destinationReference: destination.reference,
          amountCents: row.amount,
        });
        await repo.updateRedemption(tx, id, { transferReference });
        await move(tx, row, "approved", { decidedBy: operatorName });
      });
      await tell("approved", id);
      return operatorView(id);
    },

    /** Rejects a redemption in review with the reason the player is told; its entries return. */
    async reject(id: string, operatorName: string, reason: string): Promise<OperatorRedemption> {
      await withTransaction(db, async (tx) => {
        const row = await lockInReview(tx, id);
        await giveBack(tx, row);
        await move(tx, row, "rejected", { note: reason, decidedBy: operatorName });
      });
      await tell("rejected", id, reason);
      return operatorView(id);
    },

    /**
     * The payout provider's webhook. Answers what the delivery did: `applied`, or `ignored` for
     * one that settles nothing new (a redelivery, a replay, a redemption not approved, or a
     * transfer not ours).
     */
    async receiveWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<"applied" | "ignored"> {
      const event = provider.readWebhook(rawBody, headers);
      if (!event) return "ignored";
      const applied = await withTransaction(db, async (tx) => {
        const row = await repo.lockByTransfer(tx, event.transferReference);
        if (row?.status !== "approved") return null;
        const isNew = await repo.claimWebhookEvent(tx, {
          provider: provider.name,
          eventId: event.eventId,
          redemptionId: row.id,
          receivedAt: clock.now(),
        });
        if (!isNew) return null;
        if (event.outcome === "paid") {
          await wallet
            .within(tx)
            .redemptionSettle(row.playerId, minor("entries", row.amount), row.id, "paid");
          await move(tx, row, "paid");
        } else {
          await giveBack(tx, row);
          await move(tx, row, "failed", { note: event.reason });
        }
        return row.id;
      });
      if (!applied) return "ignored";
      await tell(event.outcome, applied, event.outcome === "failed" ? event.reason : null);
      return "applied";
    },

    /** Approved payouts of this provider approved at or before `before`: the sandbox's to report. */
    approvedPayoutsBefore: (before: Date, limit: number) =>
      repo.listApprovedBefore(db, provider.name, before, limit),
  };
}

function redemptionNotFound(): AppError {
  return new AppError("NOT_FOUND", { key: "redemptionNotFound" }, { reason: "REDEMPTION_NOT_FOUND" });
}

/** "5,000": whole entries, as the messages name them. */
function wholeEntries(minorUnits: number): string {
  return Math.floor(minorUnits / ENTRY).toLocaleString("en-US");
}

function assertWithinRequestLimits(amount: number, limits: RedemptionsConfig["limits"]): void {
  if (amount >= limits.minimum && amount <= limits.perRequest) return;
  const values = { minimum: wholeEntries(limits.minimum), maximum: wholeEntries(limits.perRequest) };
  throw new AppError(
    "VALIDATION_FAILED",
    { key: "redemptionAmount", values },
    { fields: [{ path: "body.amount", message: fieldMessage("purchaseLimitRange"), values }] },
  );
}

function assertHolderIsPlayer(bankAccount: BankAccount, player: { name: string; surname: string }): void {
  if (isHolderNameOf(bankAccount.holderName, player)) return;
  throw new AppError(
    "VALIDATION_FAILED",
    { key: "redemptionHolderName" },
    { fields: [{ path: "body.bankAccount.holderName", message: fieldMessage("holderName") }] },
  );
}

/** The player's view of a redemption: its timeline in order, and whether it may still be cancelled. */
function view(row: repo.RedemptionWithLabel, steps: readonly repo.StepRow[]): Redemption {
  const timeline: RedemptionStep[] = steps
    .filter((step) => step.redemptionId === row.id)
    // Steps of one instant (a test's clock) keep the order a redemption moves in.
    .sort(
      (a, b) => a.at.getTime() - b.at.getTime() || STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step),
    )
    .map((step) => ({
      step: step.step as RedemptionStep["step"],
      at: step.at.toISOString(),
      note: step.note,
    }));
  return {
    id: row.id,
    amount: row.amount,
    status: row.status as RedemptionStatus,
    destination: row.destinationLabel,
    timeline,
    canCancel: row.status === "inReview",
  };
}
