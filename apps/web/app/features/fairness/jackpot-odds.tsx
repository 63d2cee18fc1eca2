/**
 * The progressive jackpots' published rules on the fairness page: each tier's pool now, its seed,
 * its share of each bet and its chance per spin at the standard bet, in the visitor's currency
 * (coins for guests), and how a round's trigger is checked from its seeds. Read in the browser.
 */
import type { Currency } from "@reelhouse/contract";
import { jackpotsApi } from "@reelhouse/contract/client";
import { STANDARD_BET } from "@reelhouse/contract/economy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callApi } from "~/lib/api-client.ts";
import { formatBalance } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";

export const jackpotsQuery = () =>
  queryOptions({
    queryKey: ["jackpots"] as const,
    queryFn: async () => (await callApi(jackpotsApi.getJackpots, {})).data,
  });

export function JackpotOdds() {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const currency: Currency = player?.gameMode === "SweepStakes" ? "entries" : "coins";
  const { data, isPending, isError } = useQuery(jackpotsQuery());
  const amount = (value: number) =>
    t(`jackpots.amount.${currency}`, { amount: formatBalance(value, currency, locale) });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const bet = STANDARD_BET[currency];
  const pools = data?.pools.filter((pool) => pool.currency === currency) ?? [];
  const grand = pools.find((pool) => pool.tier === "grand");
  return (
    <section className="fairness__section jackpot-odds" id="jackpots" aria-labelledby="jackpot-odds">
      <h2 id="jackpot-odds">{t("jackpots.odds.title")}</h2>
      <p>{t("jackpots.odds.lead")}</p>
      {isPending ? (
        <p className="fairness__note" role="status">
          {t("jackpots.odds.loading")}
        </p>
      ) : isError ? (
        <p className="fairness__note" role="alert">
          {t("jackpots.odds.error")}
        </p>
      ) : (
        <>
          <div className="jackpot-odds__scroll">
            <table className="jackpot-odds__table">
              <thead>
                <tr>
                  <th scope="col">{t("jackpots.odds.tier")}</th>
                  <th scope="col">{t("jackpots.odds.pool")}</th>
                  <th scope="col">{t("jackpots.odds.seed")}</th>
                  <th scope="col">{t("jackpots.odds.share")}</th>
                  <th scope="col">{t("jackpots.odds.chance", { bet: amount(bet) })}</th>
                </tr>
              </thead>
              <tbody>
                {pools.map((pool) => (
                  <tr key={pool.tier}>
                    <th scope="row">
                      <span className={`jackpot__tier jackpot--${pool.tier}`}>
                        {t(`jackpots.tiers.${pool.tier}`)}
                      </span>
                    </th>
                    <td className="jackpot-odds__amount">{amount(pool.amount)}</td>
                    <td>{amount(pool.seed)}</td>
                    <td>{percent.format(pool.contributionBps / 10_000)}</td>
                    <td>
                      {t("jackpots.odds.oneIn", { odds: whole.format(Math.round(pool.winStake / bet)) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="fairness__note">
            {t("jackpots.odds.rule", { grand: whole.format(grand?.winStake ?? 0) })}
          </p>
          <h3 className="fairness__subtitle">{t("jackpots.odds.lastWins")}</h3>
          {data.lastWins.length === 0 ? (
            <p className="fairness__note">{t("jackpots.odds.noWins")}</p>
          ) : (
            <ul className="jackpot-odds__wins">
              {data.lastWins.map((win) => (
                <li key={win.id}>
                  <span className={`jackpot__tier jackpot--${win.tier}`}>
                    {t(`jackpots.tiers.${win.tier}`)}
                  </span>{" "}
                  {win.playerName}{" "}
                  <strong>
                    {t(`jackpots.amount.${win.currency}`, {
                      amount: formatBalance(win.amount, win.currency, locale),
                    })}
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
