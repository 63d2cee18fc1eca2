import type { Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { formatGameAmount } from "~/lib/balance.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { fairnessKeys, fetchSheetsForRound, pairRoundsQuery, type RoundToVerify, roundQuery } from "./api.ts";
import { SeedValue } from "./copy-button.tsx";
import { pairTimeline } from "./pair-checks.ts";
import { useRotateSeeds } from "./use-rotate-seeds.ts";
import {
  type Difference,
  type RoundVerification,
  type StepVerification,
  verifyRoundFromSheets,
} from "./verify-round.ts";
import { isWebCryptoAvailable, webCrypto } from "./web-crypto.ts";

type Translate = TFunction;

/** The round to check: a form for its ID, then the round and the browser's verdict on it. */
export function RoundVerifier({ verify }: { verify: RoundToVerify }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const problem = "problem" in verify ? verify.problem : null;
  return (
    <section className="panel fairness__panel fairness__verifier" aria-labelledby="verify-round">
      <h2 id="verify-round" className="fairness__panel-title">
        {t("fairness.verify.title")}
      </h2>
      <p className="fairness__note">{t("fairness.verify.lead")}</p>
      <Form method="get" className="fairness__verify-form">
        <TextField
          name="round"
          label={t("fairness.verify.roundId")}
          hint={t("fairness.verify.roundIdHint")}
          defaultValue={verify.roundId ?? ""}
          error={
            problem === "invalid"
              ? t("fairness.verify.invalidId")
              : problem === "notFound"
                ? t("fairness.verify.notFound")
                : undefined
          }
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary">
          {t("fairness.verify.submit")}
        </Button>
      </Form>
      {problem === "notFound" ? <Link to={to("/game/history")}>{t("fairness.verify.toHistory")}</Link> : null}
      {"round" in verify ? <CheckedRound key={verify.round.id} initial={verify.round} /> : null}
    </section>
  );
}

function CheckedRound({ initial }: { initial: Round }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // Rotating refetches the round, which then carries its revealed server seed.
  const { data: round } = useQuery({ ...roundQuery(initial.id), initialData: initial });
  const isRevealed = round.fairness.serverSeed !== null;
  return (
    <div className="checked-round">
      <RoundFacts round={round} />
      {isRevealed ? <Verdict round={round} /> : <RevealPrompt />}
      <ButtonLink variant="ghost" to={to(`/game?game=${round.gameId}&replay=${round.id}`)}>
        {t("fairness.verify.replay")}
      </ButtonLink>
    </div>
  );
}

function useAmount() {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (minorUnits: number, currency: Round["currency"]) =>
    t("fairness.verify.amount", {
      amount: formatGameAmount(minorUnits, currency, locale),
      currency: t(`wallet.${currency}`),
    });
}

function RoundFacts({ round }: { round: Round }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const amount = useAmount();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const { fairness } = round;
  return (
    <div className="round-facts">
      <dl className="round-facts__summary">
        <div>
          <dt>{t("fairness.verify.game")}</dt>
          <dd>{findTitle(round.gameId)?.info.name ?? round.gameId}</dd>
        </div>
        <div>
          <dt>{t("fairness.verify.playedAt")}</dt>
          <dd>{date.format(new Date(round.createdAt))}</dd>
        </div>
        <div>
          <dt>{t("fairness.verify.mathsVersion")}</dt>
          <dd>
            {round.mathsVersion === null ? (
              t("fairness.verify.mathsVersionUnrecorded")
            ) : (
              <SheetLink gameId={round.gameId} version={round.mathsVersion}>
                {t("fairness.verify.mathsVersionValue", { version: round.mathsVersion })}
              </SheetLink>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("fairness.verify.bet")}</dt>
          <dd>{amount(round.bet, round.currency)}</dd>
        </div>
        <div>
          <dt>{t("fairness.verify.totalWin")}</dt>
          <dd>{amount(round.totalWin, round.currency)}</dd>
        </div>
      </dl>
      <dl className="seed-values">
        <SeedValue label={t("fairness.verify.serverSeedHash")} value={fairness.serverSeedHash} />
        {fairness.serverSeed === null ? (
          <div className="seed-value">
            <dt className="seed-value__label">{t("fairness.verify.serverSeed")}</dt>
            <dd className="seed-value__value">{t("fairness.verify.notRevealed")}</dd>
          </div>
        ) : (
          <SeedValue label={t("fairness.verify.serverSeed")} value={fairness.serverSeed} />
        )}
        <SeedValue label={t("fairness.verify.clientSeed")} value={fairness.clientSeed} />
        <div className="seed-value">
          <dt className="seed-value__label">{t("fairness.verify.nonce")}</dt>
          <dd className="seed-value__value">
            <code>{fairness.nonce}</code>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The round's pair is still the active one: rotating (to a random client seed) reveals it. */
function RevealPrompt() {
  const { t } = useTranslation();
  const rotation = useRotateSeeds();
  return (
    <div className="form__notice verdict">
      <p>{t("fairness.verify.unrevealed")}</p>
      <FormError message={rotation.formError} />
      <div>
        <Button
          isBusy={rotation.isBusy}
          disabled={!rotation.isReady}
          onClick={() => rotation.rotate({ ok: true, data: undefined })}
        >
          {t("fairness.verify.revealAndVerify")}
        </Button>
      </div>
    </div>
  );
}

/** Runs the check in the browser (it needs Web Crypto, so never in the server render). */
function Verdict({ round }: { round: Round }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const canVerify = isHydrated && isWebCryptoAvailable();
  const client = useQueryClient();
  const check = useQuery({
    queryKey: [...fairnessKeys.verification(round.id), round.fairness.serverSeed, round.stepCount],
    queryFn: async () => verifyRoundFromSheets(round, webCrypto, await fetchSheetsForRound(client, round)),
    enabled: canVerify,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (isHydrated && !canVerify) return <p className="form__error">{t("fairness.verify.noWebCrypto")}</p>;
  if (check.isError) return <p className="form__error">{t("fairness.verify.failed")}</p>;
  if (!check.data) {
    return (
      <p className="verdict verdict--checking" role="status">
        <span className="btn__spinner" aria-hidden="true" />
        {t("fairness.verify.checking")}
      </p>
    );
  }
  return <VerificationResult round={round} result={check.data} />;
}

function VerificationResult({ round, result }: { round: Round; result: RoundVerification }) {
  const { t } = useTranslation();
  if (result.status === "unknownGame")
    return <p className="form__error">{t("fairness.verify.unknownGame")}</p>;
  // The round was fetched revealed, so the check never finds it unrevealed; say so plainly if it did.
  if (result.status === "unrevealed")
    return <p className="form__notice">{t("fairness.verify.unrevealed")}</p>;
  const tone = result.isVerified ? "ok" : "mismatch";
  return (
    <div className="verification">
      <div className={`verdict verdict--${tone}`} role="status">
        <strong className={`verdict__badge verdict__badge--${tone}`}>
          {result.isVerified ? t("fairness.verify.verified") : t("fairness.verify.mismatch")}
        </strong>
        <p>{result.isVerified ? t("fairness.verify.verifiedBody") : t("fairness.verify.mismatchBody")}</p>
      </div>
      <ul className="verification__checks">
        <li className="verification__check verification__check--ok">
          <SheetLink gameId={round.gameId} version={result.mathsVersion}>
            {result.isVersionRecorded
              ? t("fairness.verify.replayedFromSheet", { version: result.mathsVersion })
              : result.isVerified
                ? t("fairness.verify.replayedFromMatchingSheet", { version: result.mathsVersion })
                : t("fairness.verify.replayedFromCurrentSheet", { version: result.mathsVersion })}
          </SheetLink>
        </li>
        {result.issues.includes("hash") ? null : (
          <li className="verification__check verification__check--ok">{t("fairness.verify.hashMatches")}</li>
        )}
        {result.issues.map((issue) => (
          <li key={issue} className="verification__check verification__check--mismatch">
            {t(`fairness.verify.issues.${issue}`)}
          </li>
        ))}
        <NonceSequence round={round} />
      </ul>
      <h3 className="fairness__subtitle">{t("fairness.verify.stepsTitle")}</h3>
      <ol className="step-checks">
        {result.steps.map((step) => (
          <StepCheck key={step.index} round={round} step={step} />
        ))}
      </ol>
    </div>
  );
}

/** A link to a title's published maths sheet at one version. */
function SheetLink({ gameId, version, children }: { gameId: string; version: number; children: string }) {
  const to = useLocalizedPath();
  return <Link to={to(`/fairness/${gameId}?version=${version}`)}>{children}</Link>;
}

/**
 * The round's seed pair took the nonces 0 … n − 1 once each, this round's among them, its daily
 * wheel spins counted with its rounds: no round of the pair was played out of the player's sight,
 * and none drew another's random stream.
 */
function NonceSequence({ round }: { round: Round }) {
  const { t } = useTranslation();
  const { data: pair } = useQuery(pairRoundsQuery(round.fairness.serverSeedHash));
  if (!pair) return null;
  const timeline = pairTimeline(pair);
  const isListed = pair.played.some(
    (played) => played.roundId === round.id && played.nonce === round.fairness.nonce,
  );
  const isContinuous = timeline.check.isContinuous && isListed;
  const last = pair.rounds - 1;
  return (
    <li className={`verification__check verification__check--${isContinuous ? "ok" : "mismatch"}`}>
      {!isContinuous
        ? t("fairness.verify.noncesBroken", { last })
        : timeline.draws === 0
          ? t("fairness.verify.noncesContinuous", { count: pair.rounds, last })
          : t("fairness.verify.noncesContinuousWithSpins", {
              last,
              rounds: timeline.rounds,
              spins: timeline.draws,
            })}
    </li>
  );
}

function StepCheck({ round, step }: { round: Round; step: StepVerification }) {
  const { t } = useTranslation();
  const amount = useAmount();
  const isVerified = step.differences.length === 0;
  const stored = round.steps.find((each) => each.index === step.index);
  return (
    <li className="step-check">
      <span className="step-check__name">
        {t("fairness.verify.step", {
          number: step.index + 1,
          kind: t(`fairness.verify.kinds.${step.kind}`),
        })}
      </span>
      {stored ? (
        <span className="step-check__win">
          {t("fairness.verify.stepWin", { amount: amount(stored.win, round.currency) })}
        </span>
      ) : null}
      <span className={`verdict__badge verdict__badge--${isVerified ? "ok" : "mismatch"}`}>
        {isVerified ? t("fairness.verify.verified") : t("fairness.verify.mismatch")}
      </span>
      {isVerified ? null : (
        <ul className="step-check__differences">
          {step.differences.map((difference) => (
            <li key={difference.field}>{describeDifference(difference, round, t, amount)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Numbers are shown side by side; symbols, combinations and states by name only. */
function describeDifference(
  { field, stored, recomputed }: Difference,
  round: Round,
  t: Translate,
  amount: ReturnType<typeof useAmount>,
): string {
  const name = t(`fairness.verify.fields.${field}`);
  if (typeof stored !== "number" || typeof recomputed !== "number") return name;
  const show = (value: number) => (field === "win" ? amount(value, round.currency) : String(value));
  return t("fairness.verify.storedVsReplay", {
    field: name,
    stored: show(stored),
    recomputed: show(recomputed),
  });
}
