/** `npm run operator -- documents …`: the review of identity documents players uploaded. */
import { writeFile } from "node:fs/promises";
import {
  type DocumentsAwaitingReview,
  OPERATOR_DOCUMENTS_PATH,
  VERIFICATION_REASONS,
  type VerificationReason,
  type VerificationState,
  verificationEndpoints,
} from "@reelhouse/contract";
import { type OperatorArea, printTable } from "./area.ts";
import { OperatorApiError } from "./client.ts";

const decisionPath = (playerId: string) =>
  verificationEndpoints.reviewDocuments.path.replace(":playerId", encodeURIComponent(playerId));

function reasonOf(text: string | undefined): VerificationReason {
  const reason = VERIFICATION_REASONS.find((known) => known === text);
  if (!reason) throw new OperatorApiError(`Give one of these reasons: ${VERIFICATION_REASONS.join(", ")}`);
  return reason;
}

export const documentsArea: OperatorArea = {
  name: "documents",
  summary: "identity documents players uploaded, waiting for a judgement",
  actions: {
    list: {
      usage: "",
      summary: "players whose documents wait, longest waiting first",
      async run(client) {
        const waiting = (await client.get(
          verificationEndpoints.listDocumentsForReview.path,
        )) as DocumentsAwaitingReview[];
        printTable(
          waiting.flatMap(({ playerId, email, name, surname, birthday, documents }) =>
            documents.map((document) => ({
              player: playerId,
              email,
              name: [name, surname].filter(Boolean).join(" ") || null,
              birthday,
              document: document.id,
              file: document.fileName,
              uploaded: document.uploadedAt,
            })),
          ),
        );
      },
    },
    download: {
      usage: "<documentId> <file>",
      summary: "saves a document to a file, to look at it",
      async run(client, [documentId, file]) {
        if (!documentId || !file) throw new OperatorApiError("Give the document's id and the file to write.");
        const bytes = await client.download(`${OPERATOR_DOCUMENTS_PATH}${encodeURIComponent(documentId)}/`);
        await writeFile(file, bytes, { mode: 0o600 });
        console.log(`✓ ${bytes.length} bytes written to ${file}`);
      },
    },
    verify: {
      usage: "<playerId>",
      summary: "the documents prove who the player is: verified",
      async run(client, [playerId]) {
        if (!playerId) throw new OperatorApiError("Give the player's id.");
        const state = (await client.post(decisionPath(playerId), {
          decision: "verify",
        })) as VerificationState;
        console.log(`✓ ${playerId} is ${state.status}`);
      },
    },
    reject: {
      usage: `<playerId> <${VERIFICATION_REASONS.join("|")}>`,
      summary: "the documents do not do: rejected, with the reason the player reads",
      async run(client, [playerId, reason]) {
        if (!playerId) throw new OperatorApiError("Give the player's id.");
        const state = (await client.post(decisionPath(playerId), {
          decision: "reject",
          reason: reasonOf(reason),
        })) as VerificationState;
        console.log(`✓ ${playerId} is ${state.status} (${state.reason})`);
      },
    },
  },
};
