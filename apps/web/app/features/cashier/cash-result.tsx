import type { Payment } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Gift } from "~/components/gift/gift.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { CASH_HASH } from "~/lib/cash-hash.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { paymentQuery } from "./api.ts";
import { usePaymentUpdates } from "./use-payment-updates.ts";
import "./cashier.css";

const TRACKED_KEY = "purchases-tracked";

/**
 * The purchase's analytics (spec §3 purchase event, §7 deposit), once per payment: the success
 * page may be reloaded or opened again from history.
 */
function trackPurchaseOnce(payment: Payment, playerId: string, themeName: string): void {
  const tracked = new Set<string>(JSON.parse(localStorage.getItem(TRACKED_KEY) ?? "[]"));
  if (tracked.has(payment.id)) return;
  localStorage.setItem(TRACKED_KEY, JSON.stringify([...tracked, payment.id].slice(-50)));
  trackEvent("deposit", { playerId, packageId: payment.packageId });
  trackEvent("purchase", {
    playerId,
    packageId: payment.packageId,
    value: payment.priceMinor / 100,
    discount: 0,
    coins: payment.coins,
    bonus: payment.entries,
    affiliation: themeName,
    quantity: 1,
    type: payment.offerType,
    offer: payment.offerType === "regular" ? "" : payment.offerType,
  });
}

/**
 * `/cash/success/`: what the purchase brought. The provider may send the player back before its
 * webhook arrives, so the page waits for the payment to complete, then reloads the site's data so
 * the header shows the new balance.
 */
export function PurchaseSuccess({ payment: initial }: { payment: Payment }) {
  const { t } = useTranslation();
  const { locale, player, theme } = useSite();
  const to = useLocalizedPath();
  const revalidator = useRevalidator();
  const payment = useQuery({ ...paymentQuery(initial.id), initialData: initial }).data;
  usePaymentUpdates(initial.id);
  const wasCompleted = useRef(initial.status === "completed");

  useEffect(() => {
    if (payment.status !== "completed") return;
    if (player) trackPurchaseOnce(payment, player.id, theme.displayName);
    if (!wasCompleted.current) {
      wasCompleted.current = true;
      revalidator.revalidate();
    }
  }, [payment, player, theme.displayName, revalidator]);

  const isCompleted = payment.status === "completed";
  return (
    <article className="feature-page cash-result">
      <PageHeader
        title={t("pages.cashSuccess.title")}
        lead={
          isCompleted
            ? t("cashier.success.lead", {
                coins: formatBalance(payment.coins, "coins", locale),
                entries: formatQuantity(payment.entries, locale),
              })
            : t("cashier.success.pending")
        }
      />
      {isCompleted && (
        <Gift coins={payment.coins} entries={payment.entries} label={t("cashier.success.arrived")} />
      )}
      {isCompleted && (
        <div className="cash-result__actions">
          <ButtonLink to={to("/lobby")}>{t("cashier.success.play")}</ButtonLink>
          <ButtonLink to={to("/transactions")} variant="secondary">
            {t("cashier.success.history")}
          </ButtonLink>
        </div>
      )}
    </article>
  );
}

/** Spec §8: the decline text, and why, when the payment says. */
export function DeclineNotice({ payment }: { payment: Payment | null }) {
  const { t, i18n } = useTranslation();
  const reasonKey = `cashier.failed.reasons.${payment?.failureCode}`;
  const why = payment?.failureCode && i18n.exists(reasonKey) ? ` ${t(reasonKey as never)}` : "";
  return <PageHeader title={t("pages.cashFailed.title")} lead={`${t("pages.cashFailed.lead")}${why}`} />;
}

/** `/cash/failed/`: the decline and the way back to the cashier. */
export function PurchaseFailed({ payment }: { payment: Payment | null }) {
  const { t } = useTranslation();
  return (
    <article className="feature-page cash-result">
      <DeclineNotice payment={payment} />
      <div className="cash-result__actions">
        <ButtonLink to={{ hash: CASH_HASH }}>{t("cashier.failed.backToCashier")}</ButtonLink>
      </div>
    </article>
  );
}
