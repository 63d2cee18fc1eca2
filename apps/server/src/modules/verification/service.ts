/**
 * Identity verification: a player moves none → pending → verified or rejected (with a reason),
 * through the identity provider's check or documents they upload. The rules:
 * - a provider's decision counts only from a webhook whose signature checks, once per delivery,
 *   and only while its check is undecided (`review` may still move), so a forged or replayed
 *   webhook changes nothing;
 * - a verified player stays verified: a later check or document does not take it back;
 * - every move commits with its `verification.changed` event, which the player's tabs hear.
 */
import { randomUUID } from "node:crypto";
import type {
  DocumentKind,
  ProfilePageData,
  VerificationDocument,
  VerificationReason,
  VerificationState,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { DocumentStore } from "./document-store.ts";
import { acceptedKind, cleanFileName } from "./documents.ts";
import { VerificationChanged } from "./events.ts";
import type { IdentityProvider, ProviderDecision } from "./providers.ts";
import * as repo from "./repo.ts";

export interface VerificationDeps {
  db: Db;
  clock: Clock;
  provider: IdentityProvider;
  documents: DocumentStore;
}

type Status = VerificationState["status"];
type Source = "provider" | "documents";

/** The profile page's verification fields (spec §3). */
export type VerificationProfileBlock = Pick<
  ProfilePageData,
  "documentConfirmStatus" | "autoVerificationData"
>;

export type Verification = ReturnType<typeof createVerification>;
/** A check opened with the provider, as the sandbox's page reads it. */
export type VerificationSession = repo.SessionRow;

export function createVerification(deps: VerificationDeps) {
  const { db, clock, provider, documents } = deps;

  async function statusOf(handle: Db, playerId: string): Promise<Status> {
    return ((await repo.findStatus(handle, playerId))?.status as Status | undefined) ?? "none";
  }

  /** Moves the player's status (never away from verified) and writes the event, in `tx`. */
  async function moveStatus(
    tx: Db,
    playerId: string,
    change: { source: Source; status: Exclude<Status, "none">; reason: VerificationReason | null },
  ): Promise<void> {
    const current = await repo.lockStatus(tx, playerId);
    if (current?.status === "verified") return;
    if (current?.status === change.status && current.reason === change.reason) return;
    const at = clock.now();
    await repo.saveStatus(tx, { playerId, status: change.status, reason: change.reason, updatedAt: at });
    await writeEvent(tx, VerificationChanged, { playerId, payload: change }, at);
  }

  return {
    providerName: provider.name,

    async getState(playerId: string): Promise<VerificationState> {
      const [status, rows] = await Promise.all([
        repo.findStatus(db, playerId),
        repo.listDocuments(db, playerId),
      ]);
      return {
        status: (status?.status as Status | undefined) ?? "none",
        reason: (status?.reason as VerificationReason | null | undefined) ?? null,
        provider: provider.name,
        documents: rows.map(documentView),
      };
    },

    /** What the redemption of entries asks before paying out. */
    async isIdentityVerified(playerId: string): Promise<boolean> {
      return (await statusOf(db, playerId)) === "verified";
    },

    /** Spec §3 profile page: `documentConfirmStatus` and `autoVerificationData`. */
    async profilePageBlock(playerId: string): Promise<VerificationProfileBlock> {
      const status = await statusOf(db, playerId);
      return {
        documentConfirmStatus: status === "verified" || status === "rejected" ? status : null,
        autoVerificationData: {
          isEnabled: true,
          isAvailable: status !== "verified",
          showOn: ["profile"],
          providers: [provider.name],
          isTest: provider.isTest,
        },
      };
    },

    /**
     * Opens a check with the provider; the player is pending from then on. The provider is called
     * before anything is written, so a provider that does not answer leaves nothing behind.
     */
    async startVerification(
      playerId: string,
      returnUrl: string,
    ): Promise<{ sessionId: string; url: string }> {
      if ((await statusOf(db, playerId)) === "verified") {
        throw new AppError("CONFLICT", { key: "alreadyVerified" });
      }
      const sessionId = randomUUID();
      const session = await provider.createSession({ sessionId, playerId, returnUrl });
      await withTransaction(db, async (tx) => {
        await repo.insertSession(tx, {
          id: sessionId,
          playerId,
          provider: provider.name,
          providerSessionId: session.providerSessionId,
          decision: null,
          reason: null,
          providerReason: null,
          createdAt: clock.now(),
          decidedAt: null,
        });
        await moveStatus(tx, playerId, { source: "provider", status: "pending", reason: null });
      });
      return { sessionId, url: session.url };
    },

    /** The player's own check, for the sandbox's page; anyone else's is not found. */
    async getOwnSession(playerId: string, sessionId: string): Promise<VerificationSession> {
      const session = await repo.findSession(db, sessionId);
      if (!session || session.playerId !== playerId) {
        throw new AppError("NOT_FOUND", { key: "verificationSessionNotFound" });
      }
      return session;
    },

    /**
     * The provider's webhook. Answers what the delivery did: `applied`, or `ignored` for one that
     * decides nothing new (a redelivery, a replay, a check already decided, or no check of ours).
     */
    async receiveWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<"applied" | "ignored"> {
      const decision = provider.readWebhook(rawBody, headers);
      if (!decision) return "ignored";
      return withTransaction(db, (tx) => applyDecision(tx, decision));
    },

    /** Stores a document the player uploaded and leaves them pending until it is reviewed. */
    async uploadDocument(
      playerId: string,
      fileName: string,
      bytes: Uint8Array,
    ): Promise<VerificationDocument> {
      const kind: DocumentKind = acceptedKind(bytes);
      const row: repo.DocumentRow = {
        id: randomUUID(),
        playerId,
        fileName: cleanFileName(fileName),
        kind,
        size: bytes.length,
        storageKey: randomUUID(),
        uploadedAt: clock.now(),
      };
      await documents.put(row.storageKey, bytes);
      try {
        await withTransaction(db, async (tx) => {
          await repo.insertDocument(tx, row);
          await moveStatus(tx, playerId, { source: "documents", status: "pending", reason: null });
        });
      } catch (error) {
        await documents.remove(row.storageKey);
        throw error;
      }
      return documentView(row);
    },

    /** The player's own document's bytes; anyone else's is not found. */
    async readOwnDocument(
      playerId: string,
      documentId: string,
    ): Promise<{ kind: DocumentKind; bytes: Buffer }> {
      const row = await repo.findOwnDocument(db, playerId, documentId);
      const bytes = row ? await documents.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError("NOT_FOUND", { key: "documentNotFound" });
      return { kind: row.kind as DocumentKind, bytes };
    },

    /** The same operations inside the caller's transaction. */
    within(tx: Db) {
      return createVerification({ ...deps, db: tx });
    },
  };

  async function applyDecision(tx: Db, decision: ProviderDecision): Promise<"applied" | "ignored"> {
    const session = await repo.lockSessionByProviderId(tx, provider.name, decision.providerSessionId);
    if (!session || session.decision === "approved" || session.decision === "declined") return "ignored";
    const isNew = await repo.claimWebhookEvent(tx, {
      provider: provider.name,
      eventId: decision.eventId,
      sessionId: session.id,
      receivedAt: clock.now(),
    });
    if (!isNew) return "ignored";
    const isDeclined = decision.decision === "declined";
    await repo.decideSession(tx, session.id, {
      decision: decision.decision,
      // A decline without a reason still tells the player something: `other`.
      reason: isDeclined ? (decision.reason ?? "other") : null,
      providerReason: isDeclined ? decision.providerReason : null,
      decidedAt: clock.now(),
    });
    const status =
      decision.decision === "approved"
        ? "verified"
        : decision.decision === "declined"
          ? "rejected"
          : "pending";
    await moveStatus(tx, session.playerId, {
      source: "provider",
      status,
      reason: isDeclined ? (decision.reason ?? "other") : null,
    });
    return "applied";
  }
}

function documentView(row: repo.DocumentRow): VerificationDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind as DocumentKind,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
