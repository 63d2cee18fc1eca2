/**
 * The verification routes: the player's status, opening a check, documents in and out, the
 * provider's webhook, and (with the sandbox provider) the sandbox page's calls.
 */
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_HEADER,
  DOCUMENTS_PATH,
  type DocumentKind,
  localePathPrefix,
  OPERATOR_DOCUMENTS_PATH,
  type SandboxSession,
  verificationEndpoints,
} from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import { siteOrigin } from "../../lib/site.ts";
import { webhookRoute } from "../../lib/webhooks.ts";
import { documentRejected } from "./documents.ts";
import { sandboxWebhookBody } from "./sandbox-provider.ts";
import type { VerificationSession } from "./service.ts";

const player = { auth: "player" } as const;

/** The Verification tab of the profile page (spec §2: a hash containing verify opens it). */
function profileVerifyPath(request: FastifyRequest): string {
  return `${localePathPrefix(requestLocale(request))}/profile#verify`;
}

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { verification } = app;
  route(
    app,
    verificationEndpoints.getVerification,
    (request) => verification.getState(request.playerId),
    player,
  );
  route(
    app,
    verificationEndpoints.startVerification,
    (request) =>
      verification.startVerification(
        request.playerId,
        `${siteOrigin(app.config, request)}${profileVerifyPath(request)}`,
      ),
    player,
  );
  await app.register(documentRoutes);
  await app.register(
    webhookRoute(webhookPath(app), async (body, headers) => ({
      success: true as const,
      status: await app.verification.receiveWebhook(body, headers),
    })),
  );
  await app.register(operatorRoutes);
}

const operator = { auth: "operator" } as const;

/** The operator's review of uploaded documents (ADR 129): the queue, a document's bytes, a judgement. */
async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const { verification, accounts } = app;
  route(
    app,
    verificationEndpoints.listDocumentsForReview,
    async () =>
      Promise.all(
        (await verification.documentsAwaitingReview()).map(async (waiting) => {
          // What the player told us about themselves, to hold the documents against.
          const { email, name, surname, birthday } = await accounts.getProfile(waiting.playerId);
          return { ...waiting, email, name, surname, birthday };
        }),
      ),
    operator,
  );
  route(
    app,
    verificationEndpoints.reviewDocuments,
    (request) => verification.reviewDocuments(request.params.playerId, request.body, request.operatorName),
    operator,
  );
  app.get<{ Params: { documentId: string } }>(
    `${OPERATOR_DOCUMENTS_PATH}:documentId/`,
    { config: operator, schema: { hide: true } },
    async (request, reply) => sendDocument(reply, await verification.readDocument(request.params.documentId)),
  );
}

const CONTENT_TYPE: Readonly<Record<DocumentKind, string>> = {
  pdf: "application/pdf",
  gif: "image/gif",
  jpg: "image/jpeg",
  png: "image/png",
};

/**
 * Documents travel as the request body itself (ADR 122): whatever type the browser declares, the
 * bytes are read here, at most 15 MB of them, and judged by their content in the service.
 */
async function documentRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    if (Number(request.headers["content-length"] ?? 0) > DOCUMENT_MAX_BYTES) {
      throw documentRejected("PAYLOAD_TOO_LARGE");
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > DOCUMENT_MAX_BYTES) throw documentRejected("PAYLOAD_TOO_LARGE");
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  });

  app.post(DOCUMENTS_PATH, { config: player, schema: { hide: true } }, async (request) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const name = decodeName(request.headers[DOCUMENT_NAME_HEADER]);
    return {
      success: true as const,
      data: await app.verification.uploadDocument(request.playerId, name, bytes),
    };
  });

  app.get<{ Params: { documentId: string } }>(
    `${DOCUMENTS_PATH}:documentId/`,
    { config: player, schema: { hide: true } },
    async (request, reply) =>
      sendDocument(
        reply,
        await app.verification.readOwnDocument(request.playerId, request.params.documentId),
      ),
  );
}

/** A document as a download, never rendered by the browser, never kept by a cache. */
function sendDocument(reply: FastifyReply, { kind, bytes }: { kind: DocumentKind; bytes: Buffer }) {
  return reply
    .header("content-type", CONTENT_TYPE[kind])
    .header("content-disposition", `attachment; filename="document.${kind}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(bytes);
}

function decodeName(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
}

export function webhookPath(app: FastifyInstance): string {
  return `/rest/verification/webhook/${app.verification.providerName}/`;
}

const SANDBOX_DECISION = { approve: "approved", reject: "declined", review: "review" } as const;
/** The sandbox's own words for a rejection, as a provider's would reach operators. */
const SANDBOX_PROVIDER_REASON = "Rejected by the tester on the sandbox page";

/**
 * The sandbox provider's page calls these: it shows the player's check and, on the tester's
 * choice, sends the provider's signed webhook as a request from outside would arrive.
 */
export async function sandboxRoutes(app: FastifyInstance, { secret }: { secret: string }): Promise<void> {
  const view = (request: FastifyRequest, session: VerificationSession): SandboxSession => ({
    sessionId: session.id,
    isOpen: session.decision === null || session.decision === "review",
    returnUrl: profileVerifyPath(request),
  });

  route(
    app,
    verificationEndpoints.getSandboxSession,
    async (request) =>
      view(request, await app.verification.getOwnSession(request.playerId, request.params.sessionId)),
    player,
  );

  route(
    app,
    verificationEndpoints.decideSandboxSession,
    async (request) => {
      const session = await app.verification.getOwnSession(request.playerId, request.params.sessionId);
      if (!view(request, session).isOpen)
        throw new AppError("CONFLICT", { key: "verificationSessionDecided" });
      const decision = SANDBOX_DECISION[request.body.decision];
      const body = sandboxWebhookBody({
        providerSessionId: session.providerSessionId,
        decision,
        reason: decision === "declined" ? (request.body.reason ?? "documentUnreadable") : null,
        providerReason: decision === "declined" ? SANDBOX_PROVIDER_REASON : null,
      });
      const delivered = await app.inject({
        method: "POST",
        url: webhookPath(app),
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, app.clock.now()),
        },
        payload: body,
      });
      if (delivered.statusCode !== 200) throw new Error(`sandbox webhook answered ${delivered.statusCode}`);
      return view(request, await app.verification.getOwnSession(request.playerId, session.id));
    },
    player,
  );
}
