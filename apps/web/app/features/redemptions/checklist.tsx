import type { RedemptionCheck, RedemptionOverview } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";

/** Where the player fixes what a check says, when the site has a place for it. */
const FIX_PATHS: Partial<Record<RedemptionCheck, string>> = {
  identityVerified: "/profile#verify",
  emailConfirmed: "/profile#verify",
  phoneConfirmed: "/profile#verify",
  playThroughDone: "/lobby",
  minimumEntries: "/lobby",
};

/**
 * What stands between the player and a redemption, each unmet check with the way to meet it: the
 * same checks the server applies to a request, so nothing here is a promise it would refuse.
 */
export function RedemptionChecklist({ overview }: { overview: RedemptionOverview }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const minimum = formatQuantity(overview.limits.minimum, locale);
  const isAllMet = overview.checklist.every(({ isMet }) => isMet);
  const helpValues = {
    missing: formatBalance(Math.max(overview.limits.minimum - overview.redeemable, 0), "entries", locale),
  };
  return (
    <section className="panel redeem-checklist" aria-labelledby="redeem-checklist-title">
      <h2 id="redeem-checklist-title">{t("redemptions.checklist.title")}</h2>
      {isAllMet ? <p className="redeem-checklist__ready">{t("redemptions.checklist.allMet")}</p> : null}
      <ul className="redeem-checklist__items">
        {overview.checklist.map(({ check, isMet }) => {
          const fixPath = FIX_PATHS[check];
          return (
            <li key={check} className={`redeem-check redeem-check--${isMet ? "met" : "open"}`}>
              <span className="redeem-check__mark" aria-hidden="true">
                {isMet ? "✓" : "•"}
              </span>
              <span className="redeem-check__text">
                {t(`redemptions.checklist.items.${check}`, { minimum })}
                <span className="visually-hidden">
                  {" "}
                  ({t(isMet ? "redemptions.checklist.met" : "redemptions.checklist.notMet")})
                </span>
                {isMet ? null : fixPath ? (
                  <Link className="redeem-check__fix" to={to(fixPath)}>
                    {t(`redemptions.checklist.help.${check}`, helpValues)}
                  </Link>
                ) : (
                  <span className="redeem-check__fix">
                    {t(`redemptions.checklist.help.${check}`, helpValues)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
