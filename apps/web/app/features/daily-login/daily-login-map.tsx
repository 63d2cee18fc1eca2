import type { DailyLoginInfo, DailyLoginPrize } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { claimDailyLoginMutation, dailyLoginQuery } from "./api.ts";
import "./daily-login.css";

/** Where a level stands for the player today. */
type LevelState = "claimed" | "today" | "ahead";

export function levelState(info: DailyLoginInfo, level: number): LevelState {
  const current = info.claimedToday ? info.activeLevel - 1 || info.levels : info.activeLevel;
  if (level < current || (info.claimedToday && level === current)) return "claimed";
  return level === current ? "today" : "ahead";
}

/**
 * A level's free spins. Spec §3: on tao they show as the entries they are worth, from
 * `freeSpinsBetLevel`; elsewhere as a count of spins.
 */
function FreeSpinsAmount({ prize }: { prize: DailyLoginPrize }) {
  const { t } = useTranslation();
  const { locale, theme } = useSite();
  if (prize.freeSpinCount === 0) return null;
  const worth = (prize.freeSpinsBetLevel ?? 0) * prize.freeSpinCount;
  return (
    <span className="daily-login__amount daily-login__amount--spins">
      <span className="daily-login__mark" aria-hidden="true" />
      {theme.id === "tao" && worth > 0
        ? t("dailyLogin.entries", { amount: formatQuantity(worth, locale), count: worth / 100 })
        : t("dailyLogin.freeSpins", { count: prize.freeSpinCount })}
    </span>
  );
}

function PrizeAmounts({ prize }: { prize: DailyLoginPrize }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <span className="daily-login__prize">
      {prize.coins > 0 && (
        <span className="daily-login__amount daily-login__amount--coins">
          <span className="daily-login__mark" aria-hidden="true" />
          {t("dailyLogin.coins", { amount: formatQuantity(prize.coins, locale), count: prize.coins / 100 })}
        </span>
      )}
      {prize.entries > 0 && (
        <span className="daily-login__amount daily-login__amount--entries">
          <span className="daily-login__mark" aria-hidden="true" />
          {t("dailyLogin.entries", {
            amount: formatQuantity(prize.entries, locale),
            count: prize.entries / 100,
          })}
        </span>
      )}
      <FreeSpinsAmount prize={prize} />
    </span>
  );
}

function Level({ info, prize }: { info: DailyLoginInfo; prize: DailyLoginPrize }) {
  const { t } = useTranslation();
  const state = levelState(info, prize.level);
  const isLast = prize.level === info.levels;
  return (
    <li
      className={`daily-login__level daily-login__level--${state}${isLast ? " daily-login__level--grand" : ""}`}
      aria-current={state === "today" ? "step" : undefined}
    >
      <span className="daily-login__day">{t("dailyLogin.day", { level: prize.level })}</span>
      <span className="daily-login__art" aria-hidden="true" />
      <PrizeAmounts prize={prize} />
      <span className="daily-login__state">{t(`dailyLogin.states.${state}`)}</span>
    </li>
  );
}

/** What stands between the player and today's prize, with the way to do it. */
function Requirement({ info }: { info: DailyLoginInfo }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (!info.reasonType) return null;
  return (
    <p className="daily-login__requirement" role="note">
      {t(`dailyLogin.requires.${info.reasonType}`)}{" "}
      <Link to={to(info.reasonType === "easyProfile" ? "/profile" : "/profile#verify")}>
        {t(`dailyLogin.requiresAction.${info.reasonType}`)}
      </Link>
    </p>
  );
}

/**
 * Spec §2 "daily login map": the climb's levels with their prizes, today's one lit, the claim, and
 * when the next one comes. `dailyLoginTrain` draws the same levels as a train of wagons.
 */
export function DailyLoginMap() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const { data: info, isError, refetch } = useQuery(dailyLoginQuery());
  const claim = useMutation(claimDailyLoginMutation(locale));

  if (isError) {
    return (
      <div className="daily-login daily-login--message">
        <p>{t("dailyLogin.loadFailed")}</p>
        <Button variant="ghost" onClick={() => void refetch()}>
          {t("dailyLogin.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!info) return <Skeleton variant="panel" label={t("common.loading")} />;
  if (!info.isActive) return <p className="daily-login daily-login--message">{t("dailyLogin.inactive")}</p>;

  const claimed = claim.data?.prizes[0];
  return (
    <div className={`daily-login daily-login--${info.type}`}>
      <p className="daily-login__lead">{t("dailyLogin.lead")}</p>
      <ol className="daily-login__levels">
        {info.prizes.map((prize) => (
          <Level key={prize.level} info={info} prize={prize} />
        ))}
      </ol>
      <Requirement info={info} />
      <div className="daily-login__footer" aria-live="polite">
        {claimed ? (
          <p className="daily-login__claimed">
            {t("dailyLogin.claimedPrize", { level: claimed.level })} <PrizeAmounts prize={claimed} />
          </p>
        ) : null}
        {claimed?.link ? (
          <ButtonLink to={to(claimed.link)} variant="secondary">
            {t("dailyLogin.playFreeSpins")}
          </ButtonLink>
        ) : null}
        {info.isAvailable ? (
          <Button size="lg" onClick={() => claim.mutate()} isBusy={claim.isPending}>
            {claim.isPending ? t("dailyLogin.claiming") : t("dailyLogin.claim", { level: info.activeLevel })}
          </Button>
        ) : info.claimedToday ? (
          <NextReward until={info.finishedAt} />
        ) : null}
        {claim.isError ? (
          <p className="daily-login__error" role="alert">
            {claim.error.message}
          </p>
        ) : null}
      </div>
      <p className="daily-login__rules">{t("dailyLogin.rules", { levels: info.levels })}</p>
    </div>
  );
}

function NextReward({ until }: { until: string }) {
  const { t } = useTranslation();
  return <p className="daily-login__next">{t("dailyLogin.nextIn", { time: useTimeLeft(until) })}</p>;
}
