/**
 * Free entries by mail (the sweepstakes' alternative method of entry). A player asks for a code
 * and writes it on a handwritten card; an operator who receives the card credits the code. Rules,
 * as the sweepstakes rules state them (config/mail-in.ts):
 * - a player holds at most `maxWaitingCodes` unused codes; a code is valid `codeLifetimeDays`;
 * - a card counts if postmarked between the code's issue and its last day;
 * - each code credits once, and a player gets at most one credit per postmark day;
 * - a credit pays `entriesPerRequest` promotional entries (with the normal play-through) from the
 *   `promotions:mailIn` budget, in the transaction that marks the code credited; the wallet's own
 *   event refreshes the player's balance, and an email follows the commit.
 * Per player, requests and credits take turns on the player's row lock, so two at once cannot both
 * pass a limit; the code's own row lock makes a second credit of one code find it credited.
 */
import type {
  CreditMailInRequest,
  Locale,
  MailInCode,
  MailInCodeState,
  MailInSummary,
  OperatorMailInCode,
  ThemeId,
} from "@reelhouse/contract";
import { minor } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import type { FastifyBaseLogger } from "fastify";
import type { MailInConfig } from "../../config/mail-in.ts";
import type { OperatorsConfig } from "../../config/operator.ts";
import { MINOR_UNITS_PER_WHOLE } from "../../config/wallet.ts";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import { type Accounts, assertMayPlay } from "../accounts/service.ts";
import { type Messaging, renderEmail } from "../messaging/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { formatCode, newCode, parseCode } from "./code.ts";
import * as repo from "./repo.ts";

const DAY_MS = 86_400_000;
/** Tries at a free code before giving up: with 32^7 codes, a second try is already rare. */
const CODE_TRIES = 5;

export interface MailInDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: MailInConfig;
  operators: OperatorsConfig;
  wallet: Wallet;
  accounts: Accounts;
  messaging: Pick<Messaging, "sendEmail">;
}

/** Where a code was asked for: the brand, language and site its credit's email speaks from. */
export interface RequestSite {
  themeId: ThemeId;
  locale: Locale;
  origin: string;
}

/** The card an operator holds, and who they are. */
export interface ReceivedCard extends CreditMailInRequest {
  operatorName: string;
}

export type MailIn = ReturnType<typeof createMailIn>;

/** `YYYY-MM-DD` of a moment, in UTC. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function stateOf(row: repo.MailInCodeRow, now: Date): MailInCodeState {
  if (row.creditedAt) return "credited";
  return row.expiresAt > now ? "waiting" : "expired";
}

function toCode(row: repo.MailInCodeRow, now: Date): MailInCode {
  return {
    code: formatCode(row.code),
    state: stateOf(row, now),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    credit:
      row.creditedAt && row.postmarkedOn && row.entries !== null
        ? { entries: row.entries, creditedAt: row.creditedAt.toISOString(), postmarkedOn: row.postmarkedOn }
        : null,
  };
}

function toOperatorCode(row: repo.MailInCodeRow, now: Date, playerEmail: string): OperatorMailInCode {
  const { credit, ...code } = toCode(row, now);
  return {
    ...code,
    playerId: row.playerId,
    playerEmail,
    credit:
      credit && row.cardName && row.cardAddress && row.creditedBy && row.transactionId !== null
        ? {
            ...credit,
            cardName: row.cardName,
            cardAddress: row.cardAddress,
            creditedBy: row.creditedBy,
            transactionId: row.transactionId,
          }
        : null,
  };
}

/** The code an operator read off a card, in stored form; a misread one is refused before any lookup. */
function readCode(written: string): string {
  const code = parseCode(written);
  if (!code) throw new AppError("BAD_REQUEST", { key: "mailInCodeMalformed", values: { code: written } });
  return code;
}

export function createMailIn(deps: MailInDeps) {
  const { db, clock, config } = deps;
  const rules = {
    entriesPerRequest: config.entriesPerRequest,
    maxWaitingCodes: config.maxWaitingCodes,
    codeLifetimeDays: config.codeLifetimeDays,
  };

  async function summaryOn(handle: Db, playerId: string): Promise<MailInSummary & { codes: MailInCode[] }> {
    const now = clock.now();
    const rows = await repo.findPlayerCodes(handle, playerId);
    return { rules, codes: rows.map((row) => toCode(row, now)) };
  }

  async function findOrThrow(handle: Db, code: string, lock: boolean): Promise<repo.MailInCodeRow> {
    const row = await repo.findCode(handle, code, { lock });
    if (!row)
      throw new AppError("NOT_FOUND", { key: "mailInCodeUnknown", values: { code: formatCode(code) } });
    return row;
  }

  /** Refuses a card the rules do not accept; throws the reason an operator reads. */
  function assertCardAccepted(row: repo.MailInCodeRow, postmarkedOn: string, now: Date): void {
    const code = formatCode(row.code);
    if (row.creditedAt) {
      throw new AppError("CONFLICT", {
        key: "mailInCodeCredited",
        values: { code, creditedOn: dayOf(row.creditedAt) },
      });
    }
    // A postmark a day either side of the UTC dates is still possible somewhere in the US.
    const issuedOn = dayOf(new Date(row.issuedAt.getTime() - DAY_MS));
    const today = dayOf(new Date(now.getTime() + DAY_MS));
    if (postmarkedOn < issuedOn || postmarkedOn > today) {
      throw new AppError("BAD_REQUEST", {
        key: "mailInPostmarkInvalid",
        values: { postmarkedOn, issuedOn: dayOf(row.issuedAt), today: dayOf(now) },
      });
    }
    const expiresOn = dayOf(row.expiresAt);
    if (postmarkedOn > expiresOn) {
      throw new AppError("CONFLICT", { key: "mailInCodeExpired", values: { code, expiresOn, postmarkedOn } });
    }
  }

  /** Tells the player, after the commit; a failed send is logged, never undoes the credit. */
  async function sendCreditEmail(row: repo.MailInCodeRow, email: string): Promise<void> {
    const themeId = row.themeId as ThemeId;
    const locale = row.locale as Locale;
    const brand = { ...BRANDS[themeId], operator: deps.operators[themeId] };
    const t = translator(locale);
    const values = {
      brand: brand.displayName,
      code: formatCode(row.code),
      entries: new Intl.NumberFormat(locale).format((row.entries ?? 0) / MINOR_UNITS_PER_WHOLE),
      postmarkedOn: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${row.postmarkedOn}T00:00:00Z`),
      ),
    };
    const path = locale === "es" ? "/es/mail-in" : "/mail-in";
    try {
      const body = await renderEmail({
        brand,
        locale,
        origin: row.origin,
        heading: t("emails.mailInCredited.heading"),
        paragraphs: t("emails.mailInCredited.paragraphs", { ...values, returnObjects: true }),
        action: { label: t("emails.mailInCredited.action"), url: `${row.origin}${path}` },
        footer: t("emails.mailInCredited.footer"),
        reason: t("emails.mailInCredited.reason", values),
      });
      await deps.messaging.sendEmail({
        to: email,
        brand,
        subject: t("emails.mailInCredited.subject", values),
        ...body,
      });
    } catch (error) {
      deps.log.warn({ err: error, code: row.code }, "mail-in credit email not sent");
    }
  }

  return {
    rules,

    /** The rules, and the player's codes (none for a guest). */
    summary: async (playerId: string | null): Promise<MailInSummary> =>
      playerId ? summaryOn(db, playerId) : { rules, codes: null },

    /** A new code for the player, unless they already hold as many unused ones as allowed. */
    requestCode(playerId: string, site: RequestSite) {
      return withTransaction(db, async (tx) => {
        const standing = await deps.accounts.within(tx).lockStanding(playerId);
        if (!standing) throw new AppError("FORBIDDEN", { key: "playBlocked" }, { reason: "ACCOUNT_BLOCKED" });
        const now = clock.now();
        const waiting = await repo.countWaitingCodes(tx, playerId, now);
        if (waiting >= config.maxWaitingCodes) {
          throw new AppError("CONFLICT", { key: "mailInTooManyCodes", values: { count: waiting } });
        }
        const expiresAt = new Date(now.getTime() + config.codeLifetimeDays * DAY_MS);
        for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
          const code = newCode();
          const row = { code, playerId, ...site, issuedAt: now, expiresAt };
          if (await repo.insertCode(tx, row)) {
            const summary = await summaryOn(tx, playerId);
            const issued = summary.codes.find((entry) => entry.code === formatCode(code));
            if (!issued) throw new Error("the issued mail-in code is not among the player's codes");
            return { code: issued, summary };
          }
        }
        throw new Error(`no free mail-in code after ${CODE_TRIES} tries`);
      });
    },

    /** Operator: a code as written on a card, with its player and state. */
    async lookUp(written: string): Promise<OperatorMailInCode> {
      const row = await findOrThrow(db, readCode(written), false);
      const { email } = await deps.accounts.getProfile(row.playerId);
      return toOperatorCode(row, clock.now(), email);
    },

    /**
     * Operator: credits a received card once. Refused, with nothing changed, when the code is
     * unknown, already credited, postmarked after its last day (or on an impossible date), the
     * player already has a credit for that postmark day, or their account may not play.
     */
    async credit(written: string, card: ReceivedCard): Promise<OperatorMailInCode> {
      const code = readCode(written);
      const row = await withTransaction(db, async (tx) => {
        // The player's lock first, as every player-scoped write takes it, then the code's.
        const { playerId } = await findOrThrow(tx, code, false);
        const standing = await deps.accounts.within(tx).lockStanding(playerId);
        const locked = await findOrThrow(tx, code, true);
        const now = clock.now();
        assertCardAccepted(locked, card.postmarkedOn, now);
        if (!standing) throw new AppError("FORBIDDEN", { key: "playBlocked" }, { reason: "ACCOUNT_BLOCKED" });
        assertMayPlay(standing, now);
        if (await repo.hasCreditForPostmark(tx, playerId, card.postmarkedOn)) {
          throw new AppError("CONFLICT", {
            key: "mailInDayUsed",
            values: { postmarkedOn: card.postmarkedOn },
          });
        }
        const entries = config.entriesPerRequest;
        const paid = await deps.wallet
          .within(tx)
          .promotionPrize(
            playerId,
            "mailIn",
            { entries: minor("entries", entries) },
            `mail-in:${code}`,
            formatCode(code),
          );
        return repo.recordCredit(tx, code, {
          creditedAt: now,
          postmarkedOn: card.postmarkedOn,
          cardName: card.name,
          cardAddress: card.address,
          creditedBy: card.operatorName,
          entries,
          transactionId: paid.transactionId,
        });
      });
      const { email } = await deps.accounts.getProfile(row.playerId);
      await sendCreditEmail(row, email);
      return toOperatorCode(row, clock.now(), email);
    },
  };
}
