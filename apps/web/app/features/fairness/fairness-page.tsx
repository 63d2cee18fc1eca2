import type { Fairness } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { type FairnessPageData, type RoundToVerify, seedsQuery } from "./api.ts";
import { HowItWorks } from "./how-it-works.tsx";
import { JackpotOdds } from "./jackpot-odds.tsx";
import { RevealedPairs } from "./revealed-pairs.tsx";
import { RoundVerifier } from "./round-verifier.tsx";
import { SeedPanel } from "./seed-panel.tsx";
import { SeedReplayTool } from "./seed-replay.tsx";
import { TitleSheets } from "./title-sheets.tsx";
import "./fairness.css";

/**
 * The fairness page, open to everyone: how rounds are made and checked, every title's maths sheet
 * and a replay of any round from pasted values, the jackpots' published odds; a player also verifies their own rounds by ID,
 * sees their seeds and rotates them, and checks their revealed pairs' rounds and wheel spins.
 */
export function FairnessPage({ initial }: { initial: FairnessPageData }) {
  const { t } = useTranslation();
  return (
    <article className="fairness">
      <PageHeader title={t("pages.fairness.title")} lead={t("pages.fairness.lead")} />
      {initial.seeds === null ? (
        <GuestNote roundId={initial.roundId} />
      ) : (
        <PlayerTools seeds={initial.seeds} verify={initial.verify} />
      )}
      <SeedReplayTool />
      <HowItWorks />
      <JackpotOdds />
      <TitleSheets />
      {initial.seeds === null ? null : <PlayerPairs initial={initial.seeds} />}
    </article>
  );
}

function PlayerTools({ seeds: initial, verify }: { seeds: Fairness; verify: RoundToVerify }) {
  const { data: seeds } = useQuery({ ...seedsQuery(), initialData: initial });
  return (
    <div className="fairness__tools">
      <RoundVerifier verify={verify} />
      <SeedPanel seeds={seeds} />
    </div>
  );
}

function PlayerPairs({ initial }: { initial: Fairness }) {
  const { data: seeds } = useQuery({ ...seedsQuery(), initialData: initial });
  return <RevealedPairs pairs={seeds.previous} />;
}

/** A guest checks any round from its values below; their own rounds and seeds need a sign-in. */
function GuestNote({ roundId }: { roundId: string | null }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const back = roundId === null ? "/fairness" : `/fairness?round=${encodeURIComponent(roundId)}`;
  return (
    <div className="panel fairness__panel">
      <p className="fairness__guest">
        {t("fairness.guest.body")}{" "}
        <Link to={`${to("/signin")}?redirectTo=${encodeURIComponent(to(back))}`}>
          {t("fairness.guest.signIn")}
        </Link>
      </p>
    </div>
  );
}
