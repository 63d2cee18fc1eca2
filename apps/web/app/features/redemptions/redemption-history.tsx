import type { Redemption } from "@reelhouse/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { formatUsd } from "~/lib/money.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { cancelRedemptionMutation } from "./api.ts";

const GOOD_END = new Set(["paid"]);
const BAD_END = new Set(["rejected", "cancelled", "failed"]);

function statusTone(status: Redemption["status"]): string {
  if (GOOD_END.has(status)) return "ok";
  if (BAD_END.has(status)) return "stopped";
  return "pending";
}

/** The player's redemptions, newest first, each with its timeline; one in review can be taken back. */
export function RedemptionHistory({ redemptions }: { redemptions: readonly Redemption[] }) {
  const { t } = useTranslation();
  return (
    <section className="panel redeem-history" aria-labelledby="redeem-history-title">
      <h2 id="redeem-history-title">{t("redemptions.history.title")}</h2>
      {redemptions.length === 0 ? (
        <p className="redeem-history__empty">{t("redemptions.history.empty")}</p>
      ) : (
        <ul className="redeem-history__list">
          {redemptions.map((redemption) => (
            <RedemptionItem key={redemption.id} redemption={redemption} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RedemptionItem({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li
      className="redemption"
      aria-label={`${formatUsd(redemption.amount)}, ${t(`redemptions.status.${redemption.status}`)}`}
    >
      <div className="redemption__head">
        <strong className="redemption__amount">{formatUsd(redemption.amount)}</strong>
        <span className={`status-badge status-badge--${statusTone(redemption.status)}`}>
          {t(`redemptions.status.${redemption.status}`)}
        </span>
      </div>
      <p className="redemption__to">{t("redemptions.history.to", { destination: redemption.destination })}</p>
      <ol className="redemption__timeline">
        {redemption.timeline.map(({ step, at, note }) => (
          <li key={`${step}-${at}`} className={`redemption__step redemption__step--${step}`}>
            <span className="redemption__step-name">{t(`redemptions.steps.${step}`)}</span>
            <time className="redemption__step-at" dateTime={at}>
              {when.format(new Date(at))}
            </time>
            {note ? <span className="redemption__note">{note}</span> : null}
          </li>
        ))}
      </ol>
      {redemption.canCancel ? <CancelRedemption id={redemption.id} /> : null}
    </li>
  );
}

function CancelRedemption({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  // The balance in the header moves with the hold.
  const revalidator = useRevalidator();
  const form = useApiForm(cancelRedemptionMutation(locale));
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {t("redemptions.history.cancel")}
      </Button>
      <Modal
        isOpen={isAsking}
        onClose={() => setAsking(false)}
        title={t("redemptions.history.cancel")}
        closeLabel={t("redemptions.history.keep")}
      >
        <p>{t("redemptions.history.cancelConfirm")}</p>
        <FormError message={form.formError} />
        <div className="form__actions">
          <Button
            isBusy={form.isBusy}
            disabled={!form.isReady}
            onClick={() =>
              form.submit(
                { ok: true, data: id },
                {
                  onSuccess: () => {
                    setAsking(false);
                    void revalidator.revalidate();
                    toast.show({ message: t("redemptions.cancelled"), tone: "success" });
                  },
                },
              )
            }
          >
            {t("redemptions.history.cancel")}
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)}>
            {t("redemptions.history.keep")}
          </Button>
        </div>
      </Modal>
    </>
  );
}
