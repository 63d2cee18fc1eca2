import type { DailyWheelInfo, PromotionPrize, WheelKind, WheelSpin } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { formatQuantity } from "~/lib/balance.ts";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { hmacSha256, isWebCryptoAvailable, sha256 } from "~/lib/web-crypto.ts";
import { dailyWheelKeys, dailyWheelQuery, spinsOf, spinWheelMutation } from "./api.ts";
import { usePrizePresentation } from "./prize-presentation.ts";
import { checkSpin } from "./verify-spin.ts";
import { WheelFace } from "./wheel-face.tsx";
import { SPIN_MS, settleRotation, tickTimes } from "./wheel-geometry.ts";
import { createWheelSound, isMutedStored, storeMuted, type WheelSound } from "./wheel-sound.ts";
import "./daily-wheel.css";

const KINDS: readonly WheelKind[] = ["daily", "booster", "extra"];

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The wheel to show first: one with a spin waiting, the daily one before the others. */
function firstWaiting(info: DailyWheelInfo): WheelKind {
  return KINDS.find((kind) => spinsOf(info, kind) > 0) ?? "daily";
}

/** A prize in words: "5,000 coins", "1 free entry", "10 free spins". */
export function PrizeText({ prize }: { prize: PromotionPrize }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const parts: string[] = [];
  if (prize.coins > 0)
    parts.push(
      t("dailyWheel.coins", { amount: formatQuantity(prize.coins, locale), count: prize.coins / 100 }),
    );
  if (prize.entries > 0)
    parts.push(
      t("dailyWheel.entries", { amount: formatQuantity(prize.entries, locale), count: prize.entries / 100 }),
    );
  if (prize.freeSpins) parts.push(t("dailyWheel.freeSpins", { count: prize.freeSpins.freeSpinCount }));
  return <>{parts.join(" + ")}</>;
}

/** The wheel at rest, turning, and the spin whose prize it has landed on. */
interface Turn {
  rotation: number;
  durationMs: number;
  /** The spin the wheel is turning to, until it stops. */
  turning: WheelSpin | null;
  /** The spin it stopped on, shown with its prize. */
  landed: WheelSpin | null;
}

/**
 * The daily wheel (issue 26): the player's wheels (daily, booster, extra) with a spin button, the
 * wheel turning to the segment the server drew and a chime when it lands, the prize, the odds of
 * each segment and the latest spins with the seeds they were drawn from.
 */
export function DailyWheelPanel() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isHydrated = useHydrated();
  const { data: info, isError, refetch } = useQuery(dailyWheelQuery());
  const spin = useMutation(spinWheelMutation(locale));
  const [chosen, setChosen] = useState<WheelKind | null>(null);
  const [turn, setTurn] = useState<Turn>({ rotation: 0, durationMs: 0, turning: null, landed: null });
  const [isMuted, setMuted] = useState(false);
  // One key per press: a spin resent after a lost answer is the same spin.
  const key = useRef<string | null>(null);
  const sound = useRef<WheelSound | null>(null);
  const presentation = usePrizePresentation();

  useEffect(() => setMuted(isMutedStored()), []);
  useEffect(() => () => sound.current?.stop(), []);

  if (isError) {
    return (
      <div className="daily-wheel daily-wheel--message">
        <p>{t("dailyWheel.loadFailed")}</p>
        <Button variant="ghost" onClick={() => void refetch()}>
          {t("dailyWheel.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!info) return <Skeleton variant="panel" label={t("common.loading")} />;
  if (!info.isActive) return <p className="daily-wheel daily-wheel--message">{t("dailyWheel.inactive")}</p>;

  const kind = turn.turning?.kind ?? chosen ?? firstWaiting(info);
  const wheel = info.wheels.find((each) => each.kind === kind);
  if (!wheel) return null;
  const waiting = spinsOf(info, kind);
  const isBusy = spin.isPending || turn.turning !== null;

  const land = (spun: WheelSpin) => {
    presentation.landed();
    setTurn((current) => ({ ...current, turning: null, landed: spun }));
    if (!isMuted) sound.current?.chime();
  };

  const start = () => {
    if (isBusy || waiting === 0) return;
    key.current ??= crypto.randomUUID();
    if (!isMuted) sound.current ??= createWheelSound();
    presentation.asked();
    spin.mutate(
      { kind, key: key.current },
      {
        onSuccess: ({ spin: spun }) => {
          key.current = null;
          presentation.answered(spun.prize);
          const count = spun.weights.length;
          const rotation = settleRotation(turn.rotation, spun.segment, count);
          const durationMs = prefersReducedMotion() ? 0 : SPIN_MS;
          setTurn({ rotation, durationMs, turning: durationMs > 0 ? spun : null, landed: null });
          if (durationMs === 0) land(spun);
          else if (!isMuted) sound.current?.ticks(tickTimes(rotation - turn.rotation, count, durationMs));
        },
        onError: (error) => {
          // Refused for good (a 4xx): the next press is a new spin. A lost answer keeps its key.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) key.current = null;
        },
      },
    );
  };

  const toggleMute = () => {
    const next = !isMuted;
    setMuted(next);
    storeMuted(next);
    if (next) sound.current?.stop();
  };

  return (
    <div className="daily-wheel">
      <fieldset className="daily-wheel__kinds">
        <legend className="visually-hidden">{t("dailyWheel.chooseWheel")}</legend>
        {KINDS.map((each) => (
          <button
            key={each}
            type="button"
            className="daily-wheel__kind"
            aria-pressed={each === kind}
            disabled={!isHydrated || isBusy}
            onClick={() => {
              setChosen(each);
              setTurn((current) => ({ ...current, landed: null }));
            }}
          >
            {t(`dailyWheel.kinds.${each}`)}
            <span className="daily-wheel__count">
              {t("dailyWheel.spinsLeft", { count: spinsOf(info, each) })}
            </span>
          </button>
        ))}
      </fieldset>

      <WheelFace
        wheel={wheel}
        rotation={turn.rotation}
        durationMs={turn.durationMs}
        highlighted={turn.landed?.kind === kind ? turn.landed.segment : null}
        onSettled={() => turn.turning && land(turn.turning)}
      />

      <div className="daily-wheel__controls" aria-live="polite">
        {turn.landed ? <Landed spin={turn.landed} /> : null}
        {waiting > 0 ? (
          <Button size="lg" onClick={start} isBusy={isBusy} disabled={!isHydrated}>
            {isBusy ? t("dailyWheel.spinning") : t("dailyWheel.spin")}
          </Button>
        ) : (
          <NoSpin info={info} kind={kind} />
        )}
        {spin.isError ? (
          <p className="daily-wheel__error" role="alert">
            {spin.error.message}
          </p>
        ) : null}
        <button type="button" className="daily-wheel__mute" aria-pressed={isMuted} onClick={toggleMute}>
          {isMuted ? t("dailyWheel.unmute") : t("dailyWheel.mute")}
        </button>
      </div>

      <Odds info={info} kind={kind} />
      <History info={info} />
    </div>
  );
}

function Landed({ spin }: { spin: WheelSpin }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="daily-wheel__won">
      <p className="daily-wheel__won-text">
        {t("dailyWheel.won")} <strong>{<PrizeText prize={spin.prize} />}</strong>
      </p>
      {spin.freeSpinsLink ? (
        <ButtonLink to={to(spin.freeSpinsLink)} variant="secondary">
          {t("dailyWheel.playFreeSpins")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** What to do when the wheel shown has no spin: wait for tomorrow's, or buy one. */
function NoSpin({ info, kind }: { info: DailyWheelInfo; kind: WheelKind }) {
  const { t } = useTranslation();
  const timeLeft = useTimeLeft(info.nextDailyAt);
  if (kind === "daily")
    return <p className="daily-wheel__next">{t("dailyWheel.nextIn", { time: timeLeft })}</p>;
  return (
    <div className="daily-wheel__none">
      <p>{t(kind === "booster" ? "dailyWheel.boosterNone" : "dailyWheel.extraNone")}</p>
      <ButtonLink to="#cash" variant="secondary" preventScrollReset>
        {t(kind === "booster" ? "dailyWheel.buyCoins" : "dailyWheel.buyExtra")}
      </ButtonLink>
    </div>
  );
}

/** The published odds: each segment's weight over the wheel's total, as the draw uses them. */
function Odds({ info, kind }: { info: DailyWheelInfo; kind: WheelKind }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const wheel = info.wheels.find((each) => each.kind === kind);
  if (!wheel) return null;
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return (
    <details className="daily-wheel__section">
      <summary>{t("dailyWheel.odds", { wheel: t(`dailyWheel.kinds.${kind}`) })}</summary>
      <table className="daily-wheel__odds">
        <thead>
          <tr>
            <th scope="col">{t("dailyWheel.oddsPrize")}</th>
            <th scope="col">{t("dailyWheel.oddsChance")}</th>
          </tr>
        </thead>
        <tbody>
          {wheel.segments.map((segment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel
            <tr key={index}>
              <td>
                <PrizeText prize={segment.prize} />
              </td>
              <td>{percent.format(segment.odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="daily-wheel__note">
        {t("dailyWheel.fairNote")} <Link to={to("/fairness")}>{t("dailyWheel.toFairness")}</Link>
      </p>
    </details>
  );
}

function History({ info }: { info: DailyWheelInfo }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <details className="daily-wheel__section">
      <summary>{t("dailyWheel.history")}</summary>
      {info.spins.length === 0 ? (
        <p className="daily-wheel__note">{t("dailyWheel.historyEmpty")}</p>
      ) : (
        <ol className="daily-wheel__history">
          {info.spins.map((spun) => (
            <li key={spun.spinId}>
              <span>
                {t(`dailyWheel.kinds.${spun.kind}`)} · {date.format(new Date(spun.spunAt))}
              </span>
              <strong>
                <PrizeText prize={spun.prize} />
              </strong>
              <code className="daily-wheel__seed" title={spun.fairness.serverSeedHash}>
                {t("dailyWheel.drawnAt", {
                  nonce: spun.fairness.nonce,
                  hash: spun.fairness.serverSeedHash.slice(0, 10),
                })}
              </code>
              <SpinCheckLine spin={spun} />
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/**
 * The spin checked in the browser once its seed is revealed (verify-spin.ts); until then, the way
 * to reveal it. Never in the server render: it needs Web Crypto.
 */
function SpinCheckLine({ spin }: { spin: WheelSpin }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const isHydrated = useHydrated();
  const isRevealed = spin.fairness.serverSeed !== null;
  const check = useQuery({
    queryKey: [...dailyWheelKeys.info, "check", spin.spinId, spin.fairness.serverSeed],
    queryFn: () => checkSpin(spin, { hmacSha256, sha256 }),
    enabled: isHydrated && isRevealed && isWebCryptoAvailable(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!isRevealed) {
    return (
      <span className="daily-wheel__check">
        {t("dailyWheel.check.unrevealed")} <Link to={to("/fairness")}>{t("dailyWheel.toFairness")}</Link>
      </span>
    );
  }
  const result = check.data;
  if (result?.status !== "checked") return null;
  return (
    <span className={`daily-wheel__check daily-wheel__check--${result.isVerified ? "ok" : "mismatch"}`}>
      {result.isVerified ? t("dailyWheel.check.verified") : t("dailyWheel.check.mismatch")}
    </span>
  );
}
