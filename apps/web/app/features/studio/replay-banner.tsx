/** The banner over a replayed round: when it was played, what it won, and a way to watch it again. */
import type { Round } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site.ts";

export function ReplayBanner({
  round,
  format,
  isDone,
  onReplayAgain,
}: {
  round: Round;
  format: (minor: number) => string;
  isDone: boolean;
  onReplayAgain(): void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const playedAt = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(round.createdAt),
  );
  return (
    <section className="game-client__replay" aria-label={t("studio.replay.label")}>
      <strong>{t("studio.replay.title")}</strong>
      <span>{t("studio.replay.playedAt", { date: playedAt })}</span>
      {round.buy ? (
        <span className="game-client__replay-tag">
          {t(round.buyTier === "super" ? "studio.replay.superBuy" : "studio.replay.buy", {
            amount: format(round.cost),
          })}
        </span>
      ) : null}
      {round.freeSpinsId ? (
        <span className="game-client__replay-tag">{t("studio.replay.freeSpin")}</span>
      ) : null}
      {round.ante ? (
        <span className="game-client__replay-tag">
          {t("studio.replay.ante", { amount: format(round.cost) })}
        </span>
      ) : null}
      <span>
        {t("studio.replay.totalWin", {
          amount: format(round.totalWin),
          currency: t(`studio.currency.${round.currency}`),
        })}
      </span>
      {isDone ? (
        <button type="button" className="game-button" onClick={onReplayAgain}>
          {t("studio.replay.again")}
        </button>
      ) : null}
    </section>
  );
}
