import type { CashbackInfo } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { formatGameAmount } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { amountOf, cashbackKeys, cashbackQuery, isClaimable, payCashbackMutation } from "./api.ts";
import { CashbackMark } from "./cashback-mark.tsx";
import "./cashback.css";

const MINOR_PER_WHOLE = 100;
const SECOND_MS = 1_000;
const DAY_S = 24 * 60 * 60;
const DAYS_PER_WEEK = 7;

/** "1,500 coins", in the cashback's currency. */
function useAmountText() {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (minorUnits: number, info: CashbackInfo) =>
    t(info.currency === "coins" ? "cashback.coins" : "cashback.entries", {
      count: minorUnits / MINOR_PER_WHOLE,
      amount: formatGameAmount(minorUnits, info.currency, locale),
    });
}

/** Now, moving on every second once the page is live (a server render has no clock to show). */
function useNow(): number | null {
  const isHydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isHydrated) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [isHydrated]);
  return isHydrated ? now : null;
}

/** "2 d 03:04:05" or "03:04:05". */
function countdownText(seconds: number, days: (count: number) => string): string {
  const two = (value: number) => String(value).padStart(2, "0");
  const whole = Math.max(0, Math.floor(seconds));
  const day = Math.floor(whole / DAY_S);
  const rest = whole % DAY_S;
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return day > 0 ? `${days(day)} ${clock}` : clock;
}

/** When the running period's reward can be claimed: a countdown, with the local date and time beside it. */
function NextCashback({ info }: { info: CashbackInfo }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const now = useNow();
  const at = Date.parse(info.availableAfterDateTime);
  const isDue = now !== null && now >= at;
  // The period just ended: the server is working it out now; ask for where it stands.
  useEffect(() => {
    if (isDue) void queryClient.invalidateQueries({ queryKey: cashbackKeys.all });
  }, [isDue, queryClient]);
  if (now === null || isDue) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
  return (
    <p className="cashback__next">
      <span>{t("cashback.readyIn")}</span>{" "}
      <time className="cashback__countdown" dateTime={info.availableAfterDateTime} title={when}>
        {countdownText((at - now) / SECOND_MS, (count) => t("cashback.days", { count }))}
      </time>
      <span className="visually-hidden">{t("cashback.readyAt", { when })}</span>
    </p>
  );
}

/** The reward ready now, and the button that claims it (spec §4: available and not being worked out). */
function Reward({ info }: { info: CashbackInfo }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const amountText = useAmountText();
  const isHydrated = useHydrated();
  const claim = useMutation({
    ...payCashbackMutation(locale, queryClient),
    // The header's balance is the root's data: read it again now, not only when the wallet's message comes.
    onSettled: () => revalidator.revalidate(),
  });
  // A second press before the first one's busy state has rendered sends nothing more.
  const isSending = useRef(false);
  const send = () => {
    if (isSending.current) return;
    isSending.current = true;
    claim.mutate(undefined, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const ready = amountOf(info.availableReward, info);
  const paid = claim.data ? amountOf(claim.data.prize, info) : 0;

  const isReady = info.status === "available";
  let label: string;
  if (isReady) label = t("cashback.ready");
  else if (info.status === "claimed") label = t("cashback.claimedLast");
  else label = t("cashback.nothingToClaim");

  return (
    <div className={`cashback__reward${isReady ? " cashback__reward--ready" : ""}`}>
      <p className="cashback__label">{label}</p>
      {isReady ? (
        <p className="cashback__amount">
          <span className={`cashback__coin cashback__coin--${info.currency}`} aria-hidden="true" />
          <strong>{formatGameAmount(ready, info.currency, locale)}</strong>{" "}
          <span className="cashback__unit">
            {t(info.currency === "coins" ? "cashback.coinUnit" : "cashback.entryUnit", {
              count: ready / MINOR_PER_WHOLE,
            })}
          </span>
        </p>
      ) : (
        <p className="cashback__hint">
          {t(info.period === "daily" ? "cashback.hint.daily" : "cashback.hint.weekly")}
        </p>
      )}
      {info.statusCalculation ? (
        <p className="cashback__calculating" role="status">
          <span className="cashback__spinner" aria-hidden="true" />
          {t("cashback.calculating")}
        </p>
      ) : null}
      {isReady ? (
        <Button
          size="lg"
          className="cashback__claim"
          disabled={!isHydrated || !isClaimable(info)}
          isBusy={claim.isPending}
          onClick={send}
        >
          {t("cashback.claim", { amount: amountText(ready, info) })}
        </Button>
      ) : null}
      <div aria-live="polite">
        {claim.isSuccess && paid > 0 ? (
          <p className="cashback__paid">{t("cashback.claimed", { amount: amountText(paid, info) })}</p>
        ) : null}
      </div>
      {claim.isError ? (
        <p className="cashback__error" role="alert">
          {claim.error instanceof ApiError ? claim.error.message : t("errors.requestFailed")}
        </p>
      ) : null}
    </div>
  );
}

/** What the running period has earned so far, against the most a period returns. */
function BuildingUp({ info }: { info: CashbackInfo }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const current = amountOf(info.currentReward, info);
  const max = amountOf(info.maxReward, info);
  const share = max > 0 ? Math.min(1, current / max) : 0;
  return (
    <div className="cashback__building">
      <div className="cashback__building-head">
        <span>{t(info.period === "daily" ? "cashback.soFar.daily" : "cashback.soFar.weekly")}</span>
        <strong>{amountText(current, info)}</strong>
      </div>
      <div className="cashback__bar" aria-hidden="true">
        <span className="cashback__bar-fill" style={{ "--share": share } as CSSProperties} />
      </div>
      <p className="cashback__max">
        {share >= 1 ? t("cashback.atMax") : t("cashback.ofMax", { max: amountText(max, info) })}
      </p>
      <NextCashback info={info} />
    </div>
  );
}

function HowItWorks({ info }: { info: CashbackInfo }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const max = amountText(amountOf(info.maxReward, info), info);
  const min = amountOf(info.minReward, info);
  return (
    <details className="cashback__how">
      <summary>{t("cashback.howItWorks")}</summary>
      <ol>
        <li>{t(info.currency === "coins" ? "cashback.steps.play.coins" : "cashback.steps.play.entries")}</li>
        <li>
          {t(info.period === "daily" ? "cashback.steps.daily" : "cashback.steps.weekly", {
            percent: info.percent,
            max,
          })}
        </li>
        <li>
          {t("cashback.steps.claim", {
            count: info.claimablePeriods * (info.period === "weekly" ? DAYS_PER_WEEK : 1),
          })}
        </li>
      </ol>
      {min > 0 ? <p>{t("cashback.minimum", { min: amountText(min, info) })}</p> : null}
    </details>
  );
}

/**
 * The player's cashback (spec §3 "Cashback"): the reward ready to claim with its button, what the
 * running period has earned so far and when it can be claimed, and how it works. Self-contained: it
 * reads and refreshes its own data, so any page or dialog can place it. Renders nothing where the
 * site does not run cashback.
 */
export function CashbackPanel({ heading }: { heading?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({ ...cashbackQuery(), refetchOnMount: "always" });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cashbackKeys.all });
  useRealtimeMessage("cashback", refresh);
  // Play moves what the running period has earned: the balance's message says a round was booked.
  useRealtimeMessage("cash", refresh);

  if (isPending) return <Skeleton count={3} variant="card" label={t("cashback.loading")} />;
  if (isError) {
    return (
      <div className="cashback__state" role="alert">
        <p>{t("cashback.loadFailed")}</p>
        <Button variant="secondary" onClick={() => refetch()}>
          {t("cashback.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!data) return <p className="cashback__state">{t("cashback.notRunning")}</p>;

  return (
    <section className="cashback">
      {heading}
      <div className="cashback__hero">
        <CashbackMark size={52} />
        <p className="cashback__lead">
          {t(`cashback.lead.${data.period}.${data.currency}`, { percent: data.percent })}
        </p>
        <span className="cashback__percent" aria-hidden="true">
          {new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
            data.percent / 100,
          )}
        </span>
      </div>
      <Reward info={data} />
      <BuildingUp info={data} />
      <HowItWorks info={data} />
    </section>
  );
}
