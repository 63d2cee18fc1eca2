import { type CashierPackage, themeHas } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button.tsx";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { cashHashFor } from "~/lib/cash-hash.ts";
import { formatUsd } from "~/lib/money.ts";
import { useSite } from "~/lib/use-site.ts";
import "./cashier.css";

/** The home's offer banners: the featured offer, and the VIP offer on the themes that have it. */
export function OfferBanners({ packages }: { packages: readonly CashierPackage[] }) {
  return (
    <div className="offer-banners">
      <OfferBanner />
      <VipOfferBanner packages={packages} />
    </div>
  );
}

/**
 * Spec §3 `bannerPresetPackage`, shown as a promo banner of that type: the offer the cashier
 * features for the player, on the home, opening the cashier on it. It follows the root's data, so
 * the `bannerOffer` message (a first purchase made) brings the next offer, or takes it away.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const { player } = useSite();
  const { pathname, search } = useLocation();
  const offer = player?.bannerOffer ?? null;
  if (!offer) return null;
  const title =
    offer.bonusPercent > 0
      ? t("cashier.offerBanner.title", { title: offer.title, percent: offer.bonusPercent })
      : t("cashier.offerBanner.titleNoBonus", { title: offer.title });
  return (
    <aside
      className={`offer-banner banner--bannerPresetPackage offer-banner--${offer.badge ?? "limited"}`}
      aria-label={t("cashier.offerBanner.label")}
      data-offer={offer.id}
    >
      <span className="offer-banner__art" aria-hidden="true" />
      <div className="offer-banner__text">
        <p className="offer-banner__eyebrow">{t(`cashier.badges.${offer.badge ?? "limited"}`)}</p>
        <h2 className="offer-banner__title">{title}</h2>
        <OfferAmounts item={offer} />
      </div>
      <ButtonLink
        className="offer-banner__cta"
        size="lg"
        to={{ pathname, search, hash: cashHashFor(offer.id) }}
        preventScrollReset
      >
        {t("cashier.offerBanner.buy", { price: formatUsd(offer.priceMinor) })}
      </ButtonLink>
    </aside>
  );
}

function OfferAmounts({ item }: { item: CashierPackage }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <p className="offer-banner__amounts">
      {t("cashier.coins", { amount: formatBalance(item.coins, "coins", locale) })}
      {item.entries > 0 && <> {t("cashier.freeEntries", { amount: formatQuantity(item.entries, locale) })}</>}
    </p>
  );
}

/**
 * Spec §6 "VIP banner offer: nlc": the biggest package of the home's quick buy as a VIP offer, in
 * the brand's black and gold, on the themes that have it.
 */
export function VipOfferBanner({ packages }: { packages: readonly CashierPackage[] }) {
  const { t } = useTranslation();
  const { theme, locale } = useSite();
  const { pathname, search } = useLocation();
  const vip = [...packages].sort((a, b) => b.priceMinor - a.priceMinor)[0];
  if (!vip || !themeHas(theme.id, "vipBannerOffer")) return null;
  return (
    <aside className="offer-banner offer-banner--vip" aria-label={t("cashier.vipBanner.eyebrow")}>
      <span className="offer-banner__art offer-banner__art--vip" aria-hidden="true" />
      <div className="offer-banner__text">
        <p className="offer-banner__eyebrow">{t("cashier.vipBanner.eyebrow")}</p>
        <h2 className="offer-banner__title">{t("cashier.vipBanner.title")}</h2>
        <p className="offer-banner__amounts">
          {t("cashier.vipBanner.text", {
            title: vip.title,
            coins: formatBalance(vip.coins, "coins", locale),
            entries: formatQuantity(vip.entries, locale),
          })}
        </p>
      </div>
      <ButtonLink
        className="offer-banner__cta"
        size="lg"
        to={{ pathname, search, hash: cashHashFor(vip.id) }}
        preventScrollReset
      >
        {t("cashier.vipBanner.cta")}
      </ButtonLink>
    </aside>
  );
}
