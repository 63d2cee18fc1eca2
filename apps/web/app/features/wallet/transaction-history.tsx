import { CURRENCIES, type Currency, TRANSACTION_KINDS } from "@reelhouse/contract";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { formatGameAmount } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useSite } from "~/lib/use-site.ts";
import { type HistoryFilter, type HistoryPage, historyQuery, walletKeys } from "./api.ts";

/** Page of every change to the player's coins and entries, filterable, older pages on demand. */
export function TransactionHistory({ filter, firstPage }: { filter: HistoryFilter; firstPage: HistoryPage }) {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const history = useInfiniteQuery(historyQuery(filter, firstPage));
  const queryClient = useQueryClient();
  // A balance moved: the history has a new row.
  useRealtimeMessage("cash", () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }));
  const transactions = history.data.pages.flatMap((page) => page.transactions);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  // Exact, not floored like a balance: a row that moved a fraction of a coin never reads "−0".
  const signed = (amount: number, currency: Currency) =>
    amount === 0 ? "" : `${amount > 0 ? "+" : "−"}${formatGameAmount(Math.abs(amount), currency, locale)}`;

  useEffect(() => {
    trackEvent("transaction_history", player ? { playerId: player.id } : {});
  }, [player]);

  return (
    <section className="history">
      <PageHeader title={t("pages.transactions.title")} lead={t("pages.transactions.lead")} />
      <Form method="get" className="history__filters">
        <label className="history__filter">
          {t("wallet.history.currency")}
          <select name="currency" defaultValue={filter.currency ?? ""}>
            <option value="">{t("wallet.history.allCurrencies")}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`wallet.${currency}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="history__filter">
          {t("wallet.history.kind")}
          <select name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">{t("wallet.history.allKinds")}</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`wallet.history.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t("wallet.history.filter")}
        </Button>
      </Form>
      {transactions.length === 0 ? (
        <p className="history__empty">{t("wallet.history.empty")}</p>
      ) : (
        <table className="history__table">
          <thead>
            <tr>
              <th scope="col">{t("wallet.history.date")}</th>
              <th scope="col">{t("wallet.history.kind")}</th>
              <th scope="col" className="history__amount">
                {t("wallet.coins")}
              </th>
              <th scope="col" className="history__amount">
                {t("wallet.entries")}
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <tr key={transaction.id}>
                <td>{date.format(new Date(transaction.createdAt))}</td>
                <td>{t(`wallet.history.kinds.${transaction.kind}`)}</td>
                <td className={`history__amount history__amount--${Math.sign(transaction.coins)}`}>
                  {signed(transaction.coins, "coins")}
                </td>
                <td className={`history__amount history__amount--${Math.sign(transaction.entries)}`}>
                  {signed(transaction.entries, "entries")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.isFetchNextPageError ? (
        <p className="form__error" role="alert">
          {t("wallet.history.loadFailed")}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          isBusy={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {t("wallet.history.loadMore")}
        </Button>
      ) : null}
    </section>
  );
}
