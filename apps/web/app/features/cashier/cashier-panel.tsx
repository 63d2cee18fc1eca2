import type { AvailableSets, CashierPackage, Payment, PaymentMethod } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { formatBalance } from "~/lib/balance.ts";
import { formatUsd } from "~/lib/money.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { availableSetsQuery, purchaseMutation } from "./api.ts";
import { PackageDetails } from "./package-details.tsx";
import "./cashier.css";

export interface CashierPanelProps {
  /** The catalogue, when the page's loader fetched it. */
  initialSets?: AvailableSets;
  /** What to start with (the retry route names the package and the next method; a quick-buy card the package). */
  preselect?: { packageId: number; methodId?: number };
  /** The buy button's words, when the page says more than the price (a retry). */
  buyLabel?: (price: string, method: PaymentMethod) => string;
}

/**
 * The cashier: the packages on sale with the offers first, how to pay, and the purchase. The
 * purchase opens the provider's checkout: the sandbox's card form inside the cashier, or a hosted
 * payment page the player is sent to.
 */
export function CashierPanel({ initialSets, preselect, buyLabel }: CashierPanelProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const sets = useQuery({ ...availableSetsQuery(), ...(initialSets ? { initialData: initialSets } : {}) });
  const [checkout, setCheckout] = useState<Payment | null>(null);

  if (sets.isPending) return <CashierSkeleton />;
  if (sets.isError) {
    return (
      <div className="cashier__problem">
        <FormError message={t("cashier.loadFailed")} />
        <Button variant="secondary" onClick={() => sets.refetch()}>
          {t("cashier.tryAgain")}
        </Button>
      </div>
    );
  }
  if (checkout) return <CheckoutFrame payment={checkout} onBack={() => setCheckout(null)} />;
  return (
    <PackagePicker
      key={locale}
      sets={sets.data}
      preselect={preselect}
      buyLabel={buyLabel}
      onCheckout={setCheckout}
    />
  );
}

function PackagePicker({
  sets,
  preselect,
  buyLabel,
  onCheckout,
}: {
  sets: AvailableSets;
  preselect: CashierPanelProps["preselect"];
  buyLabel: CashierPanelProps["buyLabel"];
  onCheckout: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  // The choice is the page's state: the controls wait for hydration rather than lose an early press.
  const isHydrated = useHydrated();
  const all = [...sets.packages, ...sets.promoOffers.bundle, ...sets.promoOffers.extraWheel];
  const offers = all.filter((item) => item.offerType !== "regular");
  const ladder = all.filter((item) => item.offerType === "regular");
  const [packageId, setPackageId] = useState(
    () => all.find((item) => item.id === preselect?.packageId)?.id ?? offers[0]?.id ?? ladder[0]?.id,
  );
  const [methodId, setMethodId] = useState(
    () => sets.methods.find((method) => method.id === preselect?.methodId)?.id ?? sets.methods[0]?.id,
  );
  // One key per choice: a purchase sent again after a lost answer is the same purchase.
  const keys = useRef(new Map<string, string>());
  const purchase = useMutation({
    ...purchaseMutation(locale),
    onSuccess: (payment) => {
      keys.current.clear();
      if (payment.checkoutUrl?.startsWith("/")) onCheckout(payment);
      else if (payment.checkoutUrl) window.location.assign(payment.checkoutUrl);
    },
  });
  const chosen = all.find((item) => item.id === packageId);
  const method = sets.methods.find((item) => item.id === methodId);

  const buy = () => {
    if (!chosen || !method || purchase.isPending) return;
    const choice = `${chosen.id}:${method.id}`;
    const key = keys.current.get(choice) ?? crypto.randomUUID();
    keys.current.set(choice, key);
    purchase.mutate({ packageId: chosen.id, methodId: method.id, key });
  };

  const price = chosen ? formatUsd(chosen.priceMinor) : "";
  return (
    <form
      className="cashier"
      onSubmit={(event) => {
        event.preventDefault();
        buy();
      }}
    >
      {offers.length > 0 && (
        <PackageGroup
          title={t("cashier.offers")}
          packages={offers}
          selected={packageId}
          onSelect={setPackageId}
          isDisabled={!isHydrated}
          isFeatured
        />
      )}
      <PackageGroup
        title={t("cashier.packages")}
        packages={ladder}
        selected={packageId}
        onSelect={setPackageId}
        isDisabled={!isHydrated}
      />
      <fieldset className="cashier__methods">
        <legend>{t("cashier.method")}</legend>
        {sets.methods.map((item) => (
          <label key={item.id} className="cashier__method">
            <input
              type="radio"
              name="method"
              value={item.id}
              checked={item.id === methodId}
              disabled={!isHydrated}
              onChange={() => setMethodId(item.id)}
            />
            <span>{t(`cashier.methods.${item.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={purchase.error?.message ?? null} />
      <div className="cashier__buy">
        <Button type="submit" size="lg" disabled={!isHydrated || !chosen || !method || purchase.isPending}>
          {purchase.isPending
            ? t("cashier.opening")
            : method && buyLabel
              ? buyLabel(price, method)
              : t("cashier.buy", { price })}
        </Button>
        <p className="cashier__fine-print">{t("cashier.finePrint")}</p>
      </div>
      {chosen && (
        <p className="visually-hidden" aria-live="polite">
          {t("cashier.coins", { amount: formatBalance(chosen.coins, "coins", locale) })}
        </p>
      )}
    </form>
  );
}

function PackageGroup({
  title,
  packages,
  selected,
  onSelect,
  isDisabled,
  isFeatured = false,
}: {
  title: string;
  packages: CashierPackage[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  isDisabled: boolean;
  isFeatured?: boolean;
}) {
  return (
    <fieldset className={`cashier__group${isFeatured ? " cashier__group--featured" : ""}`}>
      <legend className="cashier__group-title">{title}</legend>
      <div className="cashier__packages">
        {packages.map((item) => (
          <PackageOption
            key={item.id}
            item={item}
            isSelected={item.id === selected}
            isDisabled={isDisabled}
            onSelect={onSelect}
          />
        ))}
      </div>
    </fieldset>
  );
}

function PackageOption({
  item,
  isSelected,
  isDisabled,
  onSelect,
}: {
  item: CashierPackage;
  isSelected: boolean;
  isDisabled: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <label className={`package${isSelected ? " package--selected" : ""}`}>
      <input
        type="radio"
        name="package"
        value={item.id}
        checked={isSelected}
        disabled={isDisabled}
        onChange={() => onSelect(item.id)}
        aria-label={t("cashier.choose", { title: item.title })}
      />
      <PackageDetails item={item} />
      {item.endsAt && (
        <span className="package__ends">
          {t("cashier.endsOn", {
            date: new Date(item.endsAt).toLocaleDateString(locale, { timeZone: "UTC" }),
          })}
        </span>
      )}
      <span className="package__price">{formatUsd(item.priceMinor)}</span>
    </label>
  );
}

/** The sandbox's card form (a page of this site) inside the cashier. */
function CheckoutFrame({ payment, onBack }: { payment: Payment; onBack: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="cashier__checkout">
      <iframe className="cashier__frame" title={t("cashier.checkout")} src={to(payment.checkoutUrl ?? "")} />
      <Button variant="ghost" onClick={onBack}>
        {t("cashier.back")}
      </Button>
    </div>
  );
}

function CashierSkeleton() {
  const { t } = useTranslation();
  return <Skeleton count={6} variant="card" label={t("cashier.title")} />;
}
