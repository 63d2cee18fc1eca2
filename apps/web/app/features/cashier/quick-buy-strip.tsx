import type { CashierPackage } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { cashHashFor } from "~/lib/cash-hash.ts";
import { formatUsd } from "~/lib/money.ts";
import { PackageDetails } from "./package-details.tsx";
import "./cashier.css";

/**
 * The home's quick buy (spec §3 home `packages`): the packages on sale, each opening the cashier
 * on itself, so a player sees what a purchase brings without opening the cashier first.
 */
export function QuickBuyStrip({ packages }: { packages: readonly CashierPackage[] }) {
  const { t } = useTranslation();
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
              <PackageDetails item={item} />
              <span className="quick-buy__price">{formatUsd(item.priceMinor)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
