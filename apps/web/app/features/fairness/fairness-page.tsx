import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { type FairnessPageData, seedsQuery } from "./api.ts";
import { HowItWorks } from "./how-it-works.tsx";
import { RevealedPairs } from "./revealed-pairs.tsx";
import { RoundVerifier } from "./round-verifier.tsx";
import { SeedPanel } from "./seed-panel.tsx";
import "./fairness.css";

/** The fairness page: verify a round, the player's seeds, how it all works, and the revealed pairs. */
export function FairnessPage({ initial }: { initial: FairnessPageData }) {
  const { t } = useTranslation();
  const { data: seeds } = useQuery({ ...seedsQuery(), initialData: initial.seeds });
  return (
    <article className="fairness">
      <PageHeader title={t("pages.fairness.title")} lead={t("pages.fairness.lead")} />
      <div className="fairness__tools">
        <RoundVerifier verify={initial.verify} />
        <SeedPanel seeds={seeds} />
      </div>
      <HowItWorks />
      <RevealedPairs pairs={seeds.previous} />
    </article>
  );
}
