/**
 * Identity verification's calls: the player's status and documents, opening a check with the
 * provider, uploading a document, and the sandbox provider's page.
 */
import {
  DOCUMENT_NAME_HEADER,
  DOCUMENTS_PATH,
  type Locale,
  type SandboxSession,
  type VerificationDocument,
  type VerificationState,
} from "@reelhouse/contract";
import { verificationApi } from "@reelhouse/contract/client";
import type { WebRequestContext } from "@reelhouse/contract/web-context";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, sendFile, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const verificationKeys = {
  all: ["verification"] as const,
  sandbox: (sessionId: string) => ["verification", "sandbox", sessionId] as const,
};

export function verificationQuery(via: ApiVia = {}) {
  return queryOptions({
    queryKey: verificationKeys.all,
    queryFn: async (): Promise<VerificationState> =>
      (await callApi(verificationApi.getVerification, {}, via)).data,
  });
}

export function loadVerification(context: WebRequestContext, locale: Locale) {
  return loadQuery(verificationQuery(viaServer(context, locale)));
}

export const startVerificationMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...verificationKeys.all, "start"],
    mutationFn: async () => (await callApi(verificationApi.startVerification, {}, { locale })).data,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: verificationKeys.all }),
  });

export const uploadDocumentMutation = () =>
  mutationOptions({
    mutationKey: [...verificationKeys.all, "upload"],
    mutationFn: async (file: File) =>
      (
        await sendFile<{ data: VerificationDocument }>(DOCUMENTS_PATH, file, {
          [DOCUMENT_NAME_HEADER]: encodeURIComponent(file.name),
        })
      ).data,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: verificationKeys.all }),
  });

export function sandboxSessionQuery(sessionId: string, via: ApiVia = {}) {
  return queryOptions({
    queryKey: verificationKeys.sandbox(sessionId),
    queryFn: async (): Promise<SandboxSession> =>
      (await callApi(verificationApi.getSandboxSession, { params: { sessionId } }, via)).data,
  });
}

export function loadSandboxSession(context: WebRequestContext, locale: Locale, sessionId: string) {
  return loadQuery(sandboxSessionQuery(sessionId, viaServer(context, locale)));
}

export const decideSandboxMutation = (locale: Locale, sessionId: string) =>
  mutationOptions({
    mutationKey: [...verificationKeys.sandbox(sessionId), "decide"],
    mutationFn: async (decision: "approve" | "reject" | "review") =>
      (
        await callApi(
          verificationApi.decideSandboxSession,
          { params: { sessionId }, body: { decision } },
          { locale },
        )
      ).data,
    onSuccess: (session, _variables, _result, { client }) =>
      client.setQueryData(verificationKeys.sandbox(sessionId), session),
  });
