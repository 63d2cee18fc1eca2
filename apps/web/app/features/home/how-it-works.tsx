import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import type { WelcomeOffer } from "./api.ts";
import "./home.css";

const STEPS = ["join", "modes", "free", "redeem", "limits"] as const;

/**
 * How the site works, for anyone deciding whether to join: the two currencies, that entries never
 * need a purchase, how prizes are redeemed, and the limits a player sets. The numbers are the
 * configured welcome offer's.
 */
export function HowItWorks({ offer }: { offer: WelcomeOffer | null }) {
  const { t } = useTranslation();
  const { locale, isGuest, theme } = useSite();
  const to = useLocalizedPath();
  const amounts = offer && {
    coins: formatQuantity(offer.signUp.coins, locale),
    entries: formatQuantity(offer.signUp.entries, locale),
  };
  const links = {
    rules: <Link to={to("/page/sweepstakes-rules")} />,
    fairness: <Link to={to("/fairness")} />,
    limits: <Link to={to("/page/responsible-play")} />,
  };
  return (
    <article className="how-it-works">
      <PageHeader title={t("pages.howItWorks.title")} lead={t("pages.howItWorks.lead")} />
      <ol className="how-it-works__steps">
        {STEPS.map((step, index) => (
          <li key={step} className="how-it-works__step">
            <span className="how-it-works__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{t(`guest.howItWorks.${step}.title`)}</h2>
              <p>
                {step === "join" && amounts ? (
                  t("guest.howItWorks.join.bodyWithOffer", { ...amounts, brand: theme.displayName })
                ) : (
                  <Trans i18nKey={`guest.howItWorks.${step}.body`} components={links} />
                )}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {isGuest && (
        <div className="how-it-works__cta">
          <ButtonLink to={to("/signup")} size="lg">
            {t(offer ? "guest.claimOffer" : "guest.createAccount")}
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
