import type { DepositStreakInfo, DepositStreakPrize, DepositStreakStep } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useActiveUntil } from "~/lib/feature-end.ts";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { claimStepMutation, depositStreakGroupQuery, depositStreakQuery } from "./api.ts";
import "./deposit-streak.css";
import { CASH_HASH } from "~/lib/cash-hash.ts";

/** The cashier, opened over the page the player is on. */

export function PrizeAmounts({ prize }: { prize: DepositStreakPrize }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <span className="deposit-streak__prize">
      {prize.coins > 0 && (
        <span className="deposit-streak__amount deposit-streak__amount--coins">
          <span className="deposit-streak__mark" aria-hidden="true" />
          {t("depositStreak.coins", {
            amount: formatQuantity(prize.coins, locale),
            count: prize.coins / 100,
          })}
        </span>
      )}
      {prize.entries > 0 && (
        <span className="deposit-streak__amount deposit-streak__amount--entries">
          <span className="deposit-streak__mark" aria-hidden="true" />
          {t("depositStreak.entries", {
            amount: formatQuantity(prize.entries, locale),
            count: prize.entries / 100,
          })}
        </span>
      )}
      {prize.freeSpins && (
        <span className="deposit-streak__amount deposit-streak__amount--spins">
          <span className="deposit-streak__mark" aria-hidden="true" />
          {t("depositStreak.freeSpins", { count: prize.freeSpins.freeSpinCount })}
        </span>
      )}
    </span>
  );
}

function Step({
  step,
  isLast,
  onClaim,
  claimingStep,
}: {
  step: DepositStreakStep;
  isLast: boolean;
  onClaim: ((step: number) => void) | null;
  claimingStep: number | null;
}) {
  const { t } = useTranslation();
  const isClaiming = claimingStep === step.step;
  return (
    <li
      className={`deposit-streak__step deposit-streak__step--${step.state}${isLast ? " deposit-streak__step--grand" : ""}`}
    >
      <span className="deposit-streak__node" aria-hidden="true">
        {step.step}
      </span>
      <span className="deposit-streak__step-name">{t("depositStreak.step", { step: step.step })}</span>
      <PrizeAmounts prize={step} />
      {step.state === "claimable" && onClaim ? (
        <Button
          size="md"
          onClick={() => onClaim(step.step)}
          isBusy={isClaiming}
          disabled={claimingStep !== null && !isClaiming}
        >
          {isClaiming ? t("depositStreak.claiming") : t("depositStreak.claim", { step: step.step })}
        </Button>
      ) : (
        <span className="deposit-streak__state">{t(`depositStreak.states.${step.state}`)}</span>
      )}
    </li>
  );
}

function GroupLine() {
  const { t } = useTranslation();
  const { data: group } = useQuery(depositStreakGroupQuery());
  if (!group) return null;
  const name = (id: string) => t(`depositStreak.group.names.${id as "newcomer"}`);
  return (
    <div className="deposit-streak__group">
      <span className="deposit-streak__group-badge">
        {t("depositStreak.group.label", { group: name(group.group) })}
      </span>
      <span className="deposit-streak__group-next">
        {group.next
          ? t("depositStreak.group.next", {
              count: group.next.minPurchases - group.purchases,
              group: name(group.next.group),
            })
          : t("depositStreak.group.top")}
      </span>
    </div>
  );
}

function TodayLine({ info, isRunning }: { info: DepositStreakInfo; isRunning: boolean }) {
  const { t } = useTranslation();
  if (!isRunning && info.finishedAt !== null)
    return <p className="deposit-streak__today">{t("depositStreak.ended")}</p>;
  const next = info.filledSteps + 1;
  const text = info.purchasedToday
    ? info.filledSteps === info.steps
      ? t("depositStreak.today.complete")
      : t("depositStreak.today.bought", { step: next })
    : t("depositStreak.today.buy", { step: info.filledSteps === info.steps ? 1 : next });
  return <p className="deposit-streak__today">{text}</p>;
}

function EndsIn({ until }: { until: string }) {
  const { t } = useTranslation();
  return <p className="deposit-streak__ends">{t("depositStreak.endsIn", { time: useTimeLeft(until) })}</p>;
}

/**
 * Spec §2 "deposit streak play": the streak's steps on a track with the prize of each (the prize
 * shown is the prize paid), today's progress, the claim of every filled step, the time left before
 * the streak breaks (spec §4's end timer on `finishedAt`), the player's group, and the way to the
 * cashier to buy today.
 */
export function DepositStreakPlay({ onBuy }: { onBuy: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const { data: info, isError, refetch } = useQuery(depositStreakQuery());
  const claim = useMutation(claimStepMutation(locale));
  // A second press before the first re-render must not send a second claim (the server would
  // answer it with the same prize, but the player should see one claim).
  const isSending = useRef(false);
  const claimStep = (step: number) => {
    if (isSending.current) return;
    isSending.current = true;
    claim.mutate(step, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const isRunning = useActiveUntil(
    (info?.isActive ?? false) && info?.finishedAt !== null,
    info?.finishedAt ?? null,
  );
  const hasEnded = info?.finishedAt != null && !isRunning;
  // When the streak's end passes with the dialog open, the server decides what follows.
  useEffect(() => {
    if (hasEnded) void refetch();
  }, [hasEnded, refetch]);

  if (isError) {
    return (
      <div className="deposit-streak deposit-streak--message">
        <p>{t("depositStreak.loadFailed")}</p>
        <Button variant="ghost" onClick={() => void refetch()}>
          {t("depositStreak.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!info) return <Skeleton variant="panel" label={t("common.loading")} />;
  if (!info.isActive)
    return <p className="deposit-streak deposit-streak--message">{t("depositStreak.inactive")}</p>;

  const claimed = claim.data?.prize;
  const claimedLink = claimed ? info.prizes.find((step) => step.step === claimed.step)?.link : null;
  return (
    <div className="deposit-streak">
      <p className="deposit-streak__lead">{t("depositStreak.lead")}</p>
      <GroupLine />
      <div className="deposit-streak__progress">
        <progress
          className="deposit-streak__bar"
          max={info.steps}
          value={info.filledSteps}
          aria-label={t("depositStreak.progressLabel")}
        />
        <span>{t("depositStreak.progress", { filled: info.filledSteps, steps: info.steps })}</span>
      </div>
      <ol className="deposit-streak__steps">
        {info.prizes.map((step) => (
          <Step
            key={step.step}
            step={step}
            isLast={step.step === info.steps}
            onClaim={hasEnded ? null : claimStep}
            claimingStep={claim.isPending ? (claim.variables ?? null) : null}
          />
        ))}
      </ol>
      <div className="deposit-streak__footer" aria-live="polite">
        {claimed ? (
          <p className="deposit-streak__claimed">
            {t("depositStreak.claimedPrize", { step: claimed.step })} <PrizeAmounts prize={claimed} />
          </p>
        ) : null}
        {claimedLink ? (
          <ButtonLink to={to(claimedLink)} variant="secondary">
            {t("depositStreak.playFreeSpins")}
          </ButtonLink>
        ) : null}
        {claim.isError ? (
          <p className="deposit-streak__error" role="alert">
            {claim.error.message}
          </p>
        ) : null}
        <TodayLine info={info} isRunning={isRunning} />
        {info.finishedAt && isRunning ? <EndsIn until={info.finishedAt} /> : null}
        {info.purchasedToday ? null : (
          <ButtonLink to={{ hash: CASH_HASH }} preventScrollReset size="lg" onClick={onBuy}>
            {t("depositStreak.buy")}
          </ButtonLink>
        )}
      </div>
      <p className="deposit-streak__rules">{t("depositStreak.rules")}</p>
    </div>
  );
}
