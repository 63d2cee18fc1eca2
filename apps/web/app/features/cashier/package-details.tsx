import type { CashierPackage } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";

/** What a package brings, as the cashier and the home's quick buy both show it: ribbon, name, amounts, bonus. */
export function PackageDetails({ item }: { item: CashierPackage }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <>
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
      {item.offerType === "extra_wheel" && (
        <span className="package__bonus">{t("cashier.extraWheelSpin")}</span>
      )}
      {item.bonusPercent > 0 && (
        <span className="package__bonus">{t("cashier.bonus", { percent: item.bonusPercent })}</span>
      )}
    </>
  );
}
