/**
 * The profile's Verification tab, identity part (spec §2, §5): where the player stands, a check
 * with the identity provider, and documents as the fallback. The status follows the server's
 * `playerIdentityVerification` / `playerVerification` messages without a reload.
 */
import { DOCUMENT_MAX_BYTES, type VerificationState } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import {
  startVerificationMutation,
  uploadDocumentMutation,
  verificationKeys,
  verificationQuery,
} from "./api.ts";
import "./verification.css";

/** The types the file picker offers; the server judges the content whatever is picked. */
const ACCEPT = "application/pdf,image/gif,image/jpeg,image/png,.pdf,.gif,.jpg,.jpeg,.png";

export function IdentityVerification({ initial }: { initial: VerificationState }) {
  const { t, i18n } = useTranslation();
  const { locale, player } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data = initial } = useQuery({ ...verificationQuery(), initialData: initial });
  const start = useMutation(startVerificationMutation(locale));
  const upload = useMutation(uploadDocumentMutation());
  const fileInput = useRef<HTMLInputElement>(null);
  // Both ways need the page's script: until it runs, a click would be lost.
  const isReady = useHydrated();

  const refresh = (status: string) => {
    if (status === "approved")
      trackEvent("verification", { type: "identity", ...(player ? { playerId: player.id } : {}) });
    void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
  };
  useRealtimeMessage("playerIdentityVerification", ({ data: change }) => refresh(change.status));
  useRealtimeMessage("playerVerification", ({ data: change }) => refresh(change.status));

  function openCheck() {
    // Opened inside the click, so no popup blocker stops it; the address follows once known.
    const tab = window.open("", "_blank");
    start.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
      },
      onError: (error) => {
        tab?.close();
        toast.show({ message: error.message, tone: "error" });
      },
    });
  }

  function rejectDocument() {
    toast.show({ message: t("verification.documentRejected"), tone: "error" });
  }

  function sendDocument(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) {
      rejectDocument();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast.show({ message: t("verification.documentUploaded"), tone: "success" });
        trackEvent("verification", { type: "document", ...(player ? { playerId: player.id } : {}) });
      },
      onError: (error) =>
        error instanceof ApiError && error.reason === "DOCUMENT_REJECTED"
          ? rejectDocument()
          : toast.show({ message: error.message, tone: "error" }),
    });
  }

  const isVerified = data.status === "verified";
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <section className="identity" aria-labelledby="identity-title">
      <div className="identity__head">
        <h3 id="identity-title">{t("verification.title")}</h3>
        <output className={`status-badge status-badge--${BADGE[data.status]}`} aria-live="polite">
          {t(`verification.status.${data.status}`)}
        </output>
      </div>
      <p className="identity__lead">{t(`verification.lead.${data.status}`)}</p>
      {data.status === "rejected" && data.reason ? (
        <div className="identity__reason" role="note">
          <p>{t(`verification.reasons.${data.reason}`)}</p>
          {/* The code lets support find the decision when the player quotes it. */}
          <p className="identity__reason-code">{t("verification.reasonCode", { code: data.reason })}</p>
        </div>
      ) : null}
      {isVerified ? null : (
        <div className="identity__ways">
          <div className="identity__way">
            <h4>{t("verification.online.title")}</h4>
            <p>{t("verification.online.lead")}</p>
            {data.provider === "sandbox" ? (
              <p className="identity__note">{t("verification.online.sandbox")}</p>
            ) : null}
            <Button type="button" onClick={openCheck} isBusy={start.isPending} disabled={!isReady}>
              {t(data.status === "rejected" ? "verification.online.again" : "verification.online.start")}
            </Button>
          </div>
          <div className="identity__way">
            <h4>{t("verification.upload.title")}</h4>
            <p>{t("verification.upload.lead")}</p>
            <input
              ref={fileInput}
              id="identity-document"
              className="identity__file"
              type="file"
              accept={ACCEPT}
              onChange={sendDocument}
              disabled={!isReady}
              aria-label={t("verification.upload.choose")}
            />
            <Button
              type="button"
              variant="secondary"
              isBusy={upload.isPending}
              disabled={!isReady}
              onClick={() => fileInput.current?.click()}
            >
              {t("verification.upload.choose")}
            </Button>
          </div>
        </div>
      )}
      {data.documents.length > 0 ? (
        <div className="identity__documents">
          <h4>{t("verification.documents")}</h4>
          <ul>
            {data.documents.map((document) => (
              <li key={document.id}>
                <span className="identity__file-name">{document.fileName}</span>{" "}
                <span className="identity__file-meta">
                  {document.kind.toUpperCase()} · {date.format(new Date(document.uploadedAt))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const BADGE: Record<VerificationState["status"], string> = {
  none: "pending",
  pending: "pending",
  verified: "ok",
  rejected: "rejected",
};
