import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatQuantity } from "~/lib/balance.ts";
import { formatUsd } from "~/lib/money.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import type { WelcomeOffer } from "./api.ts";

/**
 * The welcome offer in numbers, as every sweepstakes casino leads with it: the coins and entries a
 * new account gets, what the onboarding steps add, the first-purchase deal, and the small print.
 */
export function WelcomeOfferCard({ offer }: { offer: WelcomeOffer }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const { signUp, onboardingCoins, firstPurchase } = offer;
  return (
    <div className="welcome-offer">
      <p className="welcome-offer__eyebrow">{t("guest.offer.eyebrow")}</p>
      <p className="welcome-offer__amounts">
        <span className="welcome-offer__amount welcome-offer__amount--coins">
          <strong>{formatQuantity(signUp.coins, locale)}</strong> {t("modes.coins")}
        </span>
        {signUp.entries > 0 && (
          // The plus travels with the entries, so a narrow screen never leaves it at a line's end.
          <span className="welcome-offer__amount welcome-offer__amount--entries">
            <span className="welcome-offer__plus">+</span>{" "}
            <strong>{formatQuantity(signUp.entries, locale)}</strong> {t("guest.offer.freeEntries")}
          </span>
        )}
      </p>
      {onboardingCoins > 0 && (
        <p className="welcome-offer__more">
          {t("guest.offer.onboarding", { coins: formatQuantity(onboardingCoins, locale) })}
        </p>
      )}
      {firstPurchase && (
        <p className="welcome-offer__first-purchase">
          {t("guest.offer.firstPurchase", {
            coins: formatQuantity(firstPurchase.coins, locale),
            entries: formatQuantity(firstPurchase.entries, locale),
            price: formatUsd(firstPurchase.priceMinor),
          })}
        </p>
      )}
      <p className="welcome-offer__small-print">
        <Trans
          i18nKey="guest.offer.smallPrint"
          components={{ rules: <Link to={to("/page/sweepstakes-rules")} /> }}
        />
      </p>
    </div>
  );
}
