import type { AvailableSets, Payment } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { DeclineNotice } from "./cash-result.tsx";
import { CashierPanel } from "./cashier-panel.tsx";

/**
 * The retry route (spec §2, §8): the decline, then the cashier with the same package and the next
 * payment method chosen, its button saying so; the player may still pick something else.
 */
export function PurchaseRetry({
  sets,
  payment,
  packageId,
  methodId,
}: {
  sets: AvailableSets;
  payment: Payment | null;
  packageId: number;
  methodId: number;
}) {
  const { t } = useTranslation();
  return (
    <article className="feature-page cash-retry">
      <DeclineNotice payment={payment} />
      <CashierPanel
        initialSets={sets}
        preselect={{ packageId, methodId }}
        buyLabel={(price, method) =>
          method.id === methodId
            ? t("cashier.failed.retryWith", { method: t(`cashier.methods.${method.kind}`) })
            : t("cashier.buy", { price })
        }
      />
    </article>
  );
}
