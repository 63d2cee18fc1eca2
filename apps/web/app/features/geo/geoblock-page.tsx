import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { signOut } from "~/lib/session.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { checkLocation, type LocationCheckResult, settleEntries } from "./location-check.ts";
import { rememberLocationCheck } from "./location-memory.ts";
import type { GeoblockReason } from "./reasons.ts";
import "./geoblock-page.css";

export interface GeoblockPageProps {
  reason: GeoblockReason;
  /** Runs the location check again; the browser check unless a test hands in another. */
  recheck?: () => Promise<LocationCheckResult>;
}

/**
 * Spec §2 /geoblock/: why the player cannot play here and what they can do about it. Trying again
 * re-runs the location check: a pass goes to the lobby, a failure shows its own reason. A signed-in
 * player can always sign out from here.
 */
export function GeoblockPage({ reason, recheck = checkLocation }: GeoblockPageProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [isChecking, setIsChecking] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const { player, locale } = useSite();

  async function tryAgain() {
    setIsChecking(true);
    let outcome: LocationCheckResult;
    try {
      outcome = await recheck();
    } finally {
      setIsChecking(false);
    }
    rememberLocationCheck(outcome, Date.now());
    if (outcome.ok) settleEntries(outcome);
    if (outcome.ok) navigate(to("/lobby"));
    else navigate({ search: `?reason=${outcome.reason}` }, { replace: true });
  }

  return (
    <article className="feature-page geoblock-page">
      <PageHeader title={t(`geoblock.reasons.${reason}.title`)} lead={t(`geoblock.reasons.${reason}.body`)} />
      <section className="empty-state" aria-labelledby="geoblock-help">
        <h2 id="geoblock-help">{t("geoblock.whatYouCanDo")}</h2>
        <ul className="geoblock-page__steps">
          <li>{t(`geoblock.reasons.${reason}.help`)}</li>
          <li>
            <Link to={to("/page/terms")}>{t("geoblock.terms")}</Link>
          </li>
        </ul>
        <div className="form__actions">
          <Button onClick={tryAgain} isBusy={isChecking}>
            {t("geoblock.tryAgain")}
          </Button>
          {/* A player held here can always leave: signing out ends what the location check gates. */}
          {player ? (
            <Button
              variant="secondary"
              isBusy={isSigningOut}
              onClick={() => {
                setSigningOut(true);
                signOut(locale, to("/"), player.id).catch(() => setSigningOut(false));
              }}
            >
              {t("account.signOut")}
            </Button>
          ) : null}
        </div>
        <p className="geoblock-page__status" role="status">
          {isChecking ? t("geoblock.checking") : ""}
        </p>
      </section>
    </article>
  );
}
