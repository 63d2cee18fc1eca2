import type { Fairness } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site.ts";
import { SeedValue } from "./copy-button.tsx";
import { PairActivity } from "./pair-activity.tsx";

/** The rotated pairs, newest first, with the server seeds they committed to now in the open. */
export function RevealedPairs({ pairs }: { pairs: Fairness["previous"] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="fairness__section" aria-labelledby="revealed-pairs">
      <h2 id="revealed-pairs">{t("fairness.previous.title")}</h2>
      {pairs.length === 0 ? (
        <p className="fairness__note">{t("fairness.previous.empty")}</p>
      ) : (
        <ol className="revealed-pairs">
          {pairs.map((pair) => (
            <li key={pair.serverSeedHash} className="revealed-pair">
              <p className="revealed-pair__head">
                <span>
                  {t("fairness.previous.revealedAt", { date: date.format(new Date(pair.revealedAt)) })}
                </span>
                <span>
                  {t("fairness.previous.rounds")}: <strong>{pair.rounds}</strong>
                </span>
              </p>
              <dl className="seed-values">
                <SeedValue label={t("fairness.previous.serverSeed")} value={pair.serverSeed} />
                <SeedValue label={t("fairness.previous.serverSeedHash")} value={pair.serverSeedHash} />
                <SeedValue label={t("fairness.previous.clientSeed")} value={pair.clientSeed} />
              </dl>
              <PairActivity pair={pair} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
