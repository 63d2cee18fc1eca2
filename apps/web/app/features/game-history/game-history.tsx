import type { RoundSummary } from "@reelhouse/contract";
import { findTitle, TITLES } from "@reelhouse/games";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatGameAmount } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { gameHistoryKeys, type RoundFilter, type RoundPage, roundHistoryQuery } from "./api.ts";
import { roundFeature } from "./round-format.ts";
import "./game-history.css";

const gameName = (gameId: string) => findTitle(gameId)?.info.name ?? gameId;
const titlesByName = [...TITLES].sort((a, b) => a.info.name.localeCompare(b.info.name));

/** The player's house-game rounds, newest first, filterable by game, older pages on demand. */
export function GameHistory({ filter, firstPage }: { filter: RoundFilter; firstPage: RoundPage }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery(roundHistoryQuery(filter, firstPage));
  const queryClient = useQueryClient();
  // A round moved the balance: the history has a new or a finished round.
  useRealtimeMessage("cash", () => void queryClient.invalidateQueries({ queryKey: gameHistoryKeys.all }));
  const rounds = history.data.pages.flatMap((page) => page.rounds);

  return (
    <section className="history round-history">
      <PageHeader title={t("pages.gameHistory.title")} lead={t("pages.gameHistory.lead")} />
      <Form method="get" className="history__filters">
        <label className="history__filter">
          {t("gameHistory.game")}
          <select name="game" defaultValue={filter.gameId ?? ""}>
            <option value="">{t("gameHistory.allGames")}</option>
            {titlesByName.map(({ info }) => (
              <option key={info.id} value={info.id}>
                {info.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t("gameHistory.filter")}
        </Button>
      </Form>
      {rounds.length === 0 ? (
        <NoRounds gameId={filter.gameId} />
      ) : (
        <>
          <RoundTable rounds={rounds} />
          <RoundCards rounds={rounds} />
        </>
      )}
      {history.isFetchNextPageError ? (
        <p className="form__error" role="alert">
          {t("gameHistory.loadFailed")}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          className="round-history__more"
          variant="secondary"
          isBusy={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {t("gameHistory.loadMore")}
        </Button>
      ) : null}
    </section>
  );
}

/** Desktop: one row a round. */
function RoundTable({ rounds }: { rounds: RoundSummary[] }) {
  const { t } = useTranslation();
  const format = useRoundFormat();
  return (
    <table className="history__table round-history__table">
      <thead>
        <tr>
          <th scope="col">{t("gameHistory.game")}</th>
          <th scope="col">{t("gameHistory.date")}</th>
          <th scope="col" className="history__amount">
            {t("gameHistory.bet")}
          </th>
          <th scope="col" className="history__amount">
            {t("gameHistory.win")}
          </th>
          <th scope="col">{t("gameHistory.status")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("gameHistory.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.id}>
            <th scope="row" className="round-history__game">
              {gameName(round.gameId)}
            </th>
            <td className="round-history__date">{format.date(round.createdAt)}</td>
            <td className="history__amount">{format.amount(round.cost, round.currency)}</td>
            <td className={`history__amount history__amount--${Math.sign(round.totalWin)}`}>
              {format.amount(round.totalWin, round.currency)}
            </td>
            <td>
              <RoundBadges round={round} />
            </td>
            <td>
              <RoundActions round={round} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card a round. */
function RoundCards({ rounds }: { rounds: RoundSummary[] }) {
  const { t } = useTranslation();
  const format = useRoundFormat();
  return (
    <ul className="round-cards">
      {rounds.map((round) => (
        <li key={round.id} className="round-card">
          <div className="round-card__head">
            <h2 className="round-card__game">{gameName(round.gameId)}</h2>
            <p className="round-card__date">{format.date(round.createdAt)}</p>
          </div>
          <RoundBadges round={round} />
          <dl className="round-card__amounts">
            <div>
              <dt>{t("gameHistory.bet")}</dt>
              <dd>{format.amount(round.cost, round.currency)}</dd>
            </div>
            <div>
              <dt>{t("gameHistory.win")}</dt>
              <dd className={`history__amount--${Math.sign(round.totalWin)}`}>
                {format.amount(round.totalWin, round.currency)}
              </dd>
            </div>
          </dl>
          <RoundActions round={round} />
        </li>
      ))}
    </ul>
  );
}

function useRoundFormat() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    amount: (minorUnits: number, currency: RoundSummary["currency"]) =>
      t("gameHistory.amount", {
        amount: formatGameAmount(minorUnits, currency, locale),
        currency: t(`wallet.${currency}`),
      }),
  };
}

function RoundBadges({ round }: { round: RoundSummary }) {
  const { t } = useTranslation();
  const feature = roundFeature(round, findTitle(round.gameId)?.info);
  return (
    <ul className="round-badges">
      <li className={`status-badge status-badge--${round.status === "complete" ? "ok" : "pending"}`}>
        {t(`gameHistory.statuses.${round.status}`)}
      </li>
      {feature ? (
        <li className="status-badge round-badges__feature">{t(`gameHistory.features.${feature}`)}</li>
      ) : null}
      {round.buy ? (
        <li className="status-badge round-badges__feature">
          {t(
            round.buyTier === "super"
              ? "gameHistory.features.superBonusBuy"
              : "gameHistory.features.bonusBuy",
          )}
        </li>
      ) : null}
      {round.ante ? (
        <li className="status-badge round-badges__feature">{t("gameHistory.features.ante")}</li>
      ) : null}
      {round.freeSpinsId ? (
        <li className="status-badge round-badges__feature">{t("gameHistory.features.promoFreeSpin")}</li>
      ) : null}
    </ul>
  );
}

/** Replay opens the round in the game frame; Verify checks it on the fairness page. */
function RoundActions({ round }: { round: RoundSummary }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useRoundFormat();
  // Each row has the same two links: their names say which round they open.
  const which = t("gameHistory.roundOf", {
    game: gameName(round.gameId),
    date: format.date(round.createdAt),
  });
  return (
    <div className="round-actions">
      <ButtonLink
        variant="secondary"
        to={to(`/game?game=${round.gameId}&replay=${round.id}`)}
        aria-label={`${t("gameHistory.replay")}: ${which}`}
      >
        {t("gameHistory.replay")}
      </ButtonLink>
      <ButtonLink
        variant="ghost"
        to={to(`/fairness?round=${round.id}`)}
        aria-label={`${t("gameHistory.verify")}: ${which}`}
      >
        {t("gameHistory.verify")}
      </ButtonLink>
    </div>
  );
}

function NoRounds({ gameId }: { gameId: string | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const game = gameId ? gameName(gameId) : null;
  return (
    <section className="empty-state" aria-labelledby="no-rounds">
      <h2 id="no-rounds">
        {game ? t("gameHistory.emptyGame.title", { game }) : t("gameHistory.empty.title")}
      </h2>
      <p>{game ? t("gameHistory.emptyGame.body") : t("gameHistory.empty.body")}</p>
      {gameId && game ? (
        <ButtonLink to={to(`/game?game=${gameId}`)}>{t("gameHistory.emptyGame.action", { game })}</ButtonLink>
      ) : (
        <ButtonLink to={to("/lobby")}>{t("gameHistory.empty.action")}</ButtonLink>
      )}
    </section>
  );
}
