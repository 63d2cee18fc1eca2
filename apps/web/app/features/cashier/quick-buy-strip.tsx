import type { CashierPackage } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { formatUsd } from "~/lib/money.ts";
import { useSite } from "~/lib/use-site.ts";
import { cashHashFor } from "./cash-widget.tsx";
import "./cashier.css";

/**
 * The home's quick buy (spec §3 home `packages`): the packages on sale, each opening the cashier
 * on itself, so a player sees what a purchase brings without opening the cashier first.
 */
export function QuickBuyStrip({ packages }: { packages: readonly CashierPackage[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  if (packages.length === 0) return null;
  return (
    <section className="quick-buy" aria-labelledby="quick-buy-title">
      <h2 id="quick-buy-title" className="quick-buy__title">
        {t("cashier.quickBuy.title")}
      </h2>
      <ul className="quick-buy__list">
        {packages.map((item) => (
          <li
            key={item.id}
            className={`quick-buy__item${item.badge ? ` quick-buy__item--${item.badge}` : ""}`}
          >
            <Link
              className="quick-buy__card"
              to={{ pathname, search, hash: cashHashFor(item.id) }}
              preventScrollReset
              aria-label={t("cashier.quickBuy.buy", { title: item.title, price: formatUsd(item.priceMinor) })}
            >
              {item.badge && (
                <span className={`package__badge package__badge--${item.badge}`}>
                  {t(`cashier.badges.${item.badge}`)}
                </span>
              )}
              <span className="package__title">{item.title}</span>
              <span className="package__coins">
                {t("cashier.coins", { amount: formatBalance(item.coins, "coins", locale) })}
              </span>
              {item.entries > 0 && (
                <span className="package__entries">
                  {t("cashier.freeEntries", { amount: formatQuantity(item.entries, locale) })}
                </span>
              )}
              {item.bonusPercent > 0 && (
                <span className="package__bonus">{t("cashier.bonus", { percent: item.bonusPercent })}</span>
              )}
              <span className="quick-buy__price">{formatUsd(item.priceMinor)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
