import { type MathsSheet, type Step, TITLES } from "@reelhouse/games";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { mathsSheetQuery, mathsVersionsQuery } from "./api.ts";
import { Table } from "./maths-sheet-parts.tsx";
import { type RoundStartKind, replayFromSeeds, type SeedReplay, startsOf } from "./replay-seeds.ts";
import { isWebCryptoAvailable, webCrypto } from "./web-crypto.ts";

const titlesByName = [...TITLES].sort((a, b) => a.info.name.localeCompare(b.info.name));

interface Problems {
  serverSeed?: string;
  clientSeed?: string;
  nonce?: string;
}

/**
 * Replays any round from pasted values: the game and maths version, how the round started, the
 * server seed, client seed and nonce, and (to check the commitment) the hash shown before it. Open
 * to everyone: it needs no account and no stored round, only the published maths sheet.
 */
export function SeedReplayTool() {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [gameId, setGameId] = useState(titlesByName[0]?.info.id ?? "");
  const [chosenVersion, setChosenVersion] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const versions = useQuery({ ...mathsVersionsQuery(gameId), enabled: isHydrated });
  const version = chosenVersion ?? versions.data?.current ?? null;
  const sheet = useQuery({
    ...mathsSheetQuery(gameId, version ?? 0),
    enabled: isHydrated && version !== null,
  });
  const replay = useMutation({
    mutationFn: async (values: {
      sheet: MathsSheet;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      start: RoundStartKind;
      committedHash: string;
    }) => ({
      replay: await replayFromSeeds(values.sheet, values, webCrypto),
      committedHash: values.committedHash,
    }),
  });
  const canReplay = isHydrated && isWebCryptoAvailable();
  const starts = sheet.data ? startsOf(sheet.data.title.info) : ["spin" as const];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const nonceText = text("nonce");
    const found: Problems = {};
    if (text("serverSeed") === "") found.serverSeed = t("fairness.replay.required");
    if (text("clientSeed") === "") found.clientSeed = t("fairness.replay.required");
    if (!/^\d{1,9}$/.test(nonceText)) found.nonce = t("fairness.replay.invalidNonce");
    setProblems(found);
    if (Object.keys(found).length > 0 || !sheet.data) return;
    replay.mutate({
      sheet: sheet.data,
      serverSeed: text("serverSeed"),
      clientSeed: text("clientSeed"),
      nonce: Number(nonceText),
      start: (text("start") || "spin") as RoundStartKind,
      committedHash: text("committedHash").toLowerCase(),
    });
  }

  return (
    <section className="panel fairness__panel seed-replay" aria-labelledby="seed-replay">
      <h2 id="seed-replay" className="fairness__panel-title">
        {t("fairness.replay.title")}
      </h2>
      <p className="fairness__note">{t("fairness.replay.lead")}</p>
      <form className="seed-replay__form" onSubmit={submit} noValidate>
        <div className="seed-replay__choices">
          <label className="history__filter">
            {t("fairness.replay.game")}
            <select
              name="game"
              value={gameId}
              onChange={(event) => {
                setGameId(event.target.value);
                setChosenVersion(null);
                replay.reset();
              }}
            >
              {titlesByName.map(({ info }) => (
                <option key={info.id} value={info.id}>
                  {info.name}
                </option>
              ))}
            </select>
          </label>
          <label className="history__filter">
            {t("fairness.replay.version")}
            <select
              name="version"
              value={version ?? ""}
              disabled={!versions.data}
              onChange={(event) => {
                setChosenVersion(Number(event.target.value));
                replay.reset();
              }}
            >
              {(versions.data?.versions ?? []).map((each) => (
                <option key={each} value={each}>
                  {t("fairness.sheet.version", { version: each })}
                </option>
              ))}
            </select>
          </label>
          <label className="history__filter">
            {t("fairness.replay.start")}
            <select name="start" defaultValue="spin" key={`${gameId}-${version}`}>
              {starts.map((start) => (
                <option key={start} value={start}>
                  {t(`fairness.replay.starts.${start}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <TextField
          name="serverSeed"
          label={t("fairness.verify.serverSeed")}
          hint={t("fairness.replay.serverSeedHint")}
          error={problems.serverSeed}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="committedHash"
          label={t("fairness.replay.committedHash")}
          hint={t("fairness.replay.committedHashHint")}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="clientSeed"
          label={t("fairness.verify.clientSeed")}
          error={problems.clientSeed}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="nonce"
          label={t("fairness.verify.nonce")}
          error={problems.nonce}
          inputMode="numeric"
          autoComplete="off"
        />
        <div>
          <Button type="submit" isBusy={replay.isPending} disabled={!canReplay || !sheet.data}>
            {t("fairness.replay.submit")}
          </Button>
        </div>
      </form>
      {isHydrated && !isWebCryptoAvailable() ? (
        <p className="form__error">{t("fairness.verify.noWebCrypto")}</p>
      ) : null}
      {replay.isError ? <p className="form__error">{t("fairness.replay.failed")}</p> : null}
      {replay.data ? (
        <ReplayResult gameId={gameId} result={replay.data.replay} committedHash={replay.data.committedHash} />
      ) : null}
    </section>
  );
}

function ReplayResult({
  gameId,
  result,
  committedHash,
}: {
  gameId: string;
  result: SeedReplay;
  committedHash: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const times = useTimesBet(result.unitsPerBet);
  const hashTone = committedHash === "" ? null : committedHash === result.serverSeedHash ? "ok" : "mismatch";
  const [first] = result.steps;
  return (
    <div className="verification seed-replay__result" role="status">
      <dl className="seed-values">
        <div className="seed-value">
          <dt className="seed-value__label">{t("fairness.replay.hash")}</dt>
          <dd className="seed-value__value">
            <code>{result.serverSeedHash}</code>
          </dd>
        </div>
      </dl>
      <ul className="verification__checks">
        {hashTone === null ? null : (
          <li className={`verification__check verification__check--${hashTone}`}>
            {hashTone === "ok" ? t("fairness.replay.hashMatches") : t("fairness.replay.hashDiffers")}
          </li>
        )}
        <li className="verification__check verification__check--ok">
          <Link to={to(`/fairness/${gameId}?version=${result.mathsVersion}`)}>
            {t("fairness.replay.fromSheet", { version: result.mathsVersion })}
          </Link>
        </li>
      </ul>
      <p className="seed-replay__total">
        <strong>
          {t("fairness.replay.total", { units: result.winUnits, times: times(result.winUnits) })}
        </strong>
      </p>
      <ol className="step-checks">
        {result.steps.map((step, index) => (
          // A replay's steps are positions: step 0, 1, …
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="step-check">
            <span className="step-check__name">
              {t("fairness.verify.step", {
                number: index + 1,
                kind: t(`fairness.verify.kinds.${step.kind}`),
              })}
            </span>
            <span className="step-check__win">
              {t("fairness.replay.stepPays", { units: step.winUnits, times: times(step.winUnits) })}
            </span>
          </li>
        ))}
      </ol>
      {first ? <FirstGrid step={first} /> : null}
    </div>
  );
}

/** The grid the round's first step landed on, reel by reel (a cascade's first grid). */
function FirstGrid({ step }: { step: Step }) {
  const { t } = useTranslation();
  const grid = step.cascade?.tumbles[0]?.grid ?? step.grid;
  return (
    <Table
      caption={t("fairness.replay.grid")}
      head={grid.map((_, reel) => t("fairness.sheet.reel", { reel: reel + 1 }))}
      rows={Array.from({ length: Math.max(0, ...grid.map((column) => column.length)) }, (_, row) =>
        grid.map((column) => column[row] ?? ""),
      )}
    />
  );
}

/** Units as a multiple of the bet, to two decimals at most ("2.5"). */
function useTimesBet(unitsPerBet: number) {
  const { locale } = useSite();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (units: number) => format.format(units / unitsPerBet);
}
