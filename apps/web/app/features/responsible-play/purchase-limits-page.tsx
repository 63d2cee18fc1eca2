import {
  type PurchaseLimit,
  type PurchaseLimitOutcome,
  type PurchaseLimits,
  SetPurchaseLimitRequest,
} from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { type Validation, validateForm } from "~/lib/form-validation.ts";
import { formatUsd } from "~/lib/money.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { cancelPurchaseLimitChangeMutation, purchaseLimitsQuery, setPurchaseLimitMutation } from "./api.ts";
import { formatUtc, parseDollars } from "./format.ts";
import "./purchase-limits.css";

type Translate = TFunction;

/**
 * The amount typed for `limit`, checked against its period's bounds before anything is sent; the
 * server checks the same bounds and answers with the same message.
 */
export function checkLimitAmount(
  text: string,
  limit: Pick<PurchaseLimit, "period" | "min" | "max">,
  t: Translate,
): Validation<SetPurchaseLimitRequest> {
  const amount = parseDollars(text);
  if (amount === null) return { ok: false, errors: { amount: t("responsiblePlay.errors.amount") } };
  const withinBounds = SetPurchaseLimitRequest.extend({
    amount: z.number().int().min(limit.min).max(limit.max),
  });
  return validateForm(withinBounds, { period: limit.period, amount }, () =>
    t("responsiblePlay.errors.range", { min: formatUsd(limit.min), max: formatUsd(limit.max) }),
  );
}

/** The purchase limits: the three periods, each with its form and pending change. */
export function PurchaseLimitsPage({ initial }: { initial: PurchaseLimits }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...purchaseLimitsQuery(), initialData: initial });
  return (
    <section aria-labelledby="purchase-limits-title">
      <h2 id="purchase-limits-title" className="play-control__section-title">
        {t("responsiblePlay.limitsTitle")}
      </h2>
      <section className="panel purchase-limits__intro">
        <p>{t("responsiblePlay.intro")}</p>
        <p>{t("responsiblePlay.coolingRule", { hours: data.coolingPeriodHours })}</p>
      </section>
      <div className="purchase-limits">
        {data.limits.map((limit) => (
          <PurchaseLimitCard key={limit.period} limit={limit} />
        ))}
      </div>
    </section>
  );
}

function PurchaseLimitCard({ limit }: { limit: PurchaseLimit }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const form = useApiForm(setPurchaseLimitMutation(locale));
  const cancel = useApiForm(cancelPurchaseLimitChangeMutation(locale));
  const title = t(`responsiblePlay.periods.${limit.period}`);
  const headingId = `purchase-limit-${limit.period}`;

  function announce(outcome: PurchaseLimitOutcome, after: PurchaseLimits) {
    const now = after.limits.find((each) => each.period === limit.period);
    const pending = now?.pending;
    const message =
      outcome === "unchanged"
        ? t("responsiblePlay.unchanged", { period: title })
        : pending && outcome === "pending"
          ? pending.amount === null
            ? t("responsiblePlay.removalPending", { period: title, time: formatUtc(pending.effectiveAt) })
            : t("responsiblePlay.savedPending", {
                period: title,
                amount: formatUsd(pending.amount),
                time: formatUtc(pending.effectiveAt),
              })
          : t("responsiblePlay.saved", {
              period: title,
              amount: now?.amount == null ? t("responsiblePlay.noLimit") : formatUsd(now.amount),
            });
    toast.show({ message, tone: "success" });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const checked = checkLimitAmount(String(new FormData(element).get("amount") ?? ""), limit, t);
    form.submit(checked, {
      onSuccess: ({ outcome, ...after }) => {
        element.reset();
        announce(outcome, after);
      },
    });
  }

  function remove() {
    form.submit(
      { ok: true, data: { period: limit.period, amount: null } },
      { onSuccess: ({ outcome, ...after }) => announce(outcome, after) },
    );
  }

  return (
    <section className="panel purchase-limit" aria-labelledby={headingId}>
      <h2 id={headingId} className="purchase-limit__title">
        {title}
      </h2>
      <p className="purchase-limit__current">
        <span className="purchase-limit__label">{t("responsiblePlay.current")}</span>
        <strong className="purchase-limit__amount">
          {limit.amount === null ? t("responsiblePlay.noLimit") : formatUsd(limit.amount)}
        </strong>
      </p>
      <p className="purchase-limit__reset">
        {t("responsiblePlay.resets", { time: formatUtc(limit.resetsAt) })}
      </p>
      {limit.pending ? (
        <div className="form__notice purchase-limit__pending" role="status">
          <span className="status-badge status-badge--pending">{t("responsiblePlay.pendingBadge")}</span>
          <p className="purchase-limit__pending-text">
            {limit.pending.amount === null
              ? t("responsiblePlay.pendingRemoval", { time: formatUtc(limit.pending.effectiveAt) })
              : t("responsiblePlay.pendingRaise", {
                  amount: formatUsd(limit.pending.amount),
                  time: formatUtc(limit.pending.effectiveAt),
                })}
          </p>
          <FormError message={cancel.formError} />
          <div>
            <Button
              variant="secondary"
              isBusy={cancel.isBusy}
              disabled={!cancel.isReady}
              onClick={() =>
                cancel.submit(
                  { ok: true, data: limit.period },
                  {
                    onSuccess: () =>
                      toast.show({
                        message: t("responsiblePlay.cancelled", { period: title }),
                        tone: "success",
                      }),
                  },
                )
              }
            >
              {t("responsiblePlay.cancelPending")}
            </Button>
          </div>
        </div>
      ) : null}
      <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit} aria-label={title}>
        <FormError message={form.formError} />
        <TextField
          name="amount"
          label={t("responsiblePlay.amountLabel")}
          inputMode="decimal"
          autoComplete="off"
          hint={t("responsiblePlay.amountHint", { min: formatUsd(limit.min), max: formatUsd(limit.max) })}
          error={form.errors.amount}
        />
        <div className="form__actions">
          <Button type="submit" isBusy={form.isBusy} disabled={!form.isReady}>
            {t("responsiblePlay.save")}
          </Button>
          {limit.amount !== null && limit.pending?.amount !== null ? (
            <Button variant="ghost" disabled={!form.isReady || form.isBusy} onClick={remove}>
              {t("responsiblePlay.remove")}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
