/**
 * The sandbox identity provider's page (ADR 122): stands where Veriff's would, and lets the tester
 * choose the decision its signed webhook carries. Checks no real identity.
 */
import type { SandboxSession } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { decideSandboxMutation, sandboxSessionQuery } from "./api.ts";
import "./verification.css";

export function SandboxPage({ initial }: { initial: SandboxSession }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data = initial } = useQuery({ ...sandboxSessionQuery(initial.sessionId), initialData: initial });
  const decide = useMutation(decideSandboxMutation(locale, initial.sessionId));
  // An early click before the page's script runs would be lost.
  const isIdle = useHydrated() && !decide.isPending;
  return (
    <article className="feature-page">
      <PageHeader title={t("verification.sandbox.title")} lead={t("verification.sandbox.lead")} />
      <section className="panel sandbox-check">
        {data.isOpen ? (
          <div className="sandbox-check__actions">
            <Button
              type="button"
              isBusy={decide.variables === "approve" && decide.isPending}
              disabled={!isIdle}
              onClick={() => decide.mutate("approve")}
            >
              {t("verification.sandbox.approve")}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!isIdle}
              onClick={() => decide.mutate("reject")}
            >
              {t("verification.sandbox.reject")}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!isIdle}
              onClick={() => decide.mutate("review")}
            >
              {t("verification.sandbox.review")}
            </Button>
          </div>
        ) : (
          <p role="status">{t("verification.sandbox.decided")}</p>
        )}
        {decide.isSuccess && data.isOpen ? <p role="status">{t("verification.sandbox.inReview")}</p> : null}
        {decide.isError ? <p role="alert">{decide.error.message}</p> : null}
        <ButtonLink to={data.returnUrl} variant="secondary">
          {t("verification.sandbox.back")}
        </ButtonLink>
      </section>
    </article>
  );
}
