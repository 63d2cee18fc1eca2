/**
 * Redeeming entries for prizes (spec §4: only in SweepStakes mode, when the feature is on): what
 * the player may redeem, what is still in the way, the request, and every redemption's timeline.
 * A redemption's moves (approved, paid, rejected) arrive as the `redemption` realtime message.
 */
import type { RedemptionOverview } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatBalance } from "~/lib/balance.ts";
import { switchGameModeMutation, useEntriesOff } from "~/lib/game-mode.ts";
import { formatUsd } from "~/lib/money.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useSite } from "~/lib/use-site.ts";
import { redemptionsKeys, redemptionsQuery } from "./api.ts";
import { RedemptionChecklist } from "./checklist.tsx";
import { RedeemForm } from "./redeem-form.tsx";
import { RedemptionHistory } from "./redemption-history.tsx";
import "./redemptions.css";

export function RedeemPage({ initial }: { initial: RedemptionOverview }) {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const queryClient = useQueryClient();
  const { data: overview = initial } = useQuery({ ...redemptionsQuery(), initialData: initial });
  useRealtimeMessage(
    "redemption",
    () => void queryClient.invalidateQueries({ queryKey: redemptionsKeys.all }),
  );

  const isSweepStakes = player?.gameMode === "SweepStakes";
  const isReady = overview.checklist.every(({ isMet }) => isMet);
  return (
    <article className="feature-page redeem-page">
      <PageHeader title={t("redemptions.title")} lead={t("redemptions.lead")} />
      {!overview.isEnabled ? (
        <p className="panel redeem-page__note">{t("redemptions.notEnabled")}</p>
      ) : (
        <>
          <section className="panel redeem-summary" aria-labelledby="redeem-summary-title">
            <h2 id="redeem-summary-title" className="redeem-summary__label">
              {t("redemptions.redeemable")}
            </h2>
            <p className="redeem-summary__amount">{formatUsd(overview.redeemable)}</p>
            <p className="redeem-summary__entries">
              {t("redemptions.redeemableValue", {
                entries: formatBalance(overview.redeemable, "entries", locale),
                usd: formatUsd(overview.redeemable),
              })}
            </p>
          </section>
          {isSweepStakes ? null : <SwitchToSweepStakes />}
          <RedemptionChecklist overview={overview} />
          {isSweepStakes && isReady ? <RedeemForm overview={overview} /> : null}
        </>
      )}
      <RedemptionHistory redemptions={overview.redemptions} />
    </article>
  );
}

function SwitchToSweepStakes() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const revalidator = useRevalidator();
  const entriesOff = useEntriesOff();
  const { mutate, isPending } = useMutation({
    ...switchGameModeMutation(locale),
    onSuccess: () => revalidator.revalidate(),
  });
  return (
    <section className="panel redeem-page__mode">
      <p>{t("redemptions.switchMode.lead")}</p>
      {entriesOff ? (
        <p>{t(`wallet.entriesOff.${entriesOff}`)}</p>
      ) : (
        <Button isBusy={isPending} onClick={() => mutate("SweepStakes")}>
          {t("redemptions.switchMode.action")}
        </Button>
      )}
    </section>
  );
}
