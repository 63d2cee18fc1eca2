import type { Fairness } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { pairRoundsQuery } from "./api.ts";
import { type PairDraw, type PairEntry, pairTimeline, verifyDraw } from "./pair-checks.ts";
import { isWebCryptoAvailable, webCrypto } from "./web-crypto.ts";

/** A pair as the listing needs it: its server seed once revealed, null while it is active. */
type ListedPair = Pick<Fairness["previous"][number], "serverSeedHash" | "clientSeed"> & {
  serverSeed: string | null;
};

/**
 * What a pair's nonces went to, by nonce: its rounds (each checked on this page by its ID) and its
 * daily wheel spins (checked right here once the pair is revealed), with the check that together
 * they took every nonce once. Fetched when the player opens it.
 */
export function PairActivity({ pair }: { pair: ListedPair }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <details className="pair-activity" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t("fairness.pair.show")}</summary>
      {isOpen ? <PairEntries pair={pair} /> : null}
    </details>
  );
}

function PairEntries({ pair }: { pair: ListedPair }) {
  const { t } = useTranslation();
  const listing = useQuery(pairRoundsQuery(pair.serverSeedHash));
  if (listing.isError) return <p className="form__error">{t("fairness.pair.failed")}</p>;
  if (!listing.data) return <p className="fairness__note">{t("fairness.verify.checking")}</p>;
  const timeline = pairTimeline(listing.data);
  const tone = timeline.check.isContinuous ? "ok" : "mismatch";
  return (
    <div className="pair-activity__body">
      <p className={`verification__check verification__check--${tone}`}>
        {timeline.check.isContinuous
          ? t("fairness.pair.continuous", {
              count: timeline.entries.length,
              last: timeline.entries.length - 1,
              rounds: timeline.rounds,
              spins: timeline.draws,
            })
          : t("fairness.pair.broken", { last: listing.data.rounds - 1 })}
      </p>
      {timeline.entries.length === 0 ? null : (
        <ol className="pair-entries">
          {timeline.entries.map((entry) => (
            <li key={entry.kind === "round" ? entry.roundId : entry.drawId} className="pair-entry">
              <span className="pair-entry__nonce">{t("fairness.pair.nonce", { nonce: entry.nonce })}</span>
              <EntryDetail entry={entry} pair={pair} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function EntryDetail({ entry, pair }: { entry: PairEntry; pair: ListedPair }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (entry.kind === "round") {
    return (
      <>
        <span className="pair-entry__what">
          {t("fairness.pair.round", { game: findTitle(entry.gameId)?.info.name ?? entry.gameId })}
        </span>
        <Link className="pair-entry__action" to={to(`/fairness?round=${entry.roundId}`)}>
          {t("fairness.verify.submit")}
        </Link>
      </>
    );
  }
  return (
    <>
      <span className="pair-entry__what">
        {t("fairness.pair.wheelSpin", { segment: entry.pick + 1, segments: entry.weights.length })}
      </span>
      {pair.serverSeed === null ? (
        <span className="pair-entry__date">{t("fairness.pair.drawUnrevealed")}</span>
      ) : (
        <DrawCheck draw={entry} pair={{ ...pair, serverSeed: pair.serverSeed }} />
      )}
    </>
  );
}

/** A wheel spin replayed in the browser from the pair's revealed seeds. */
function DrawCheck({ draw, pair }: { draw: PairDraw; pair: ListedPair & { serverSeed: string } }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isHydrated = useHydrated();
  const canVerify = isHydrated && isWebCryptoAvailable();
  const check = useQuery({
    queryKey: ["fairness", "draw", draw.drawId, pair.serverSeed],
    queryFn: () => verifyDraw(draw, pair, webCrypto),
    enabled: canVerify,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const tone = check.data?.isVerified ? "ok" : "mismatch";
  return (
    <>
      <span className="pair-entry__date">{date.format(new Date(draw.createdAt))}</span>
      {check.data ? (
        <span className={`verdict__badge verdict__badge--${tone}`}>
          {check.data.isVerified
            ? t("fairness.verify.verified")
            : t("fairness.pair.drawMismatch", { segment: check.data.replayed + 1 })}
        </span>
      ) : null}
    </>
  );
}
