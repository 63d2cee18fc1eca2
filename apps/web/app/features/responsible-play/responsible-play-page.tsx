import type { PurchaseLimits, RealityCheck } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { ActivityReminderPanel } from "./activity-reminder.tsx";
import { PlayBreakPanel } from "./play-break.tsx";
import { PurchaseLimitsPage } from "./purchase-limits-page.tsx";
import "./purchase-limits.css";

/**
 * The responsible-play page: the reality check's interval, the purchase limits, and a break from
 * play, from the lightest control to the strongest.
 */
export function ResponsiblePlayPage({
  initial,
}: {
  initial: { limits: PurchaseLimits; realityCheck: RealityCheck };
}) {
  const { t } = useTranslation();
  return (
    <article className="feature-page responsible-play">
      <PageHeader title={t("pages.responsiblePlay.title")} lead={t("pages.responsiblePlay.lead")} />
      <ActivityReminderPanel initial={initial.realityCheck} />
      <PurchaseLimitsPage initial={initial.limits} />
      <PlayBreakPanel />
    </article>
  );
}
