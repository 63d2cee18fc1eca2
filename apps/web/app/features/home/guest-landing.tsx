import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { ThemeLogo } from "~/components/ui/theme-logo.tsx";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import "./home.css";

const REASONS = ["bonus", "daily", "races", "fair"] as const;

/** Where the landing's games start, for the hero's "Play now" on a theme whose lobby is this page. */
export const LANDING_GAMES_ID = "games";

/**
 * The guest landing (spec §2 Home): what the site is, the games to browse (the route puts the
 * lobby's sections in `children`), why to join, and the way in.
 */
export function GuestLanding({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title">
            {t("guest.heroTitle")}
          </h1>
          <p className="hero__body">{t("guest.heroBody")}</p>
          <div className="hero__actions">
            <ButtonLink to={to("/signup")} size="lg">
              {t("guest.createAccount")}
            </ButtonLink>
            <ButtonLink
              to={lobbyPath(theme.id) === "/lobby" ? to("/lobby") : `#${LANDING_GAMES_ID}`}
              size="lg"
              variant="secondary"
            >
              {t("common.playNow")}
            </ButtonLink>
          </div>
          <p className="hero__signin">
            {t("guest.haveAccount")} <a href={to("/signin")}>{t("common.signIn")}</a>
          </p>
        </div>
        <div className="hero__art" aria-hidden="true">
          <ThemeLogo theme={theme} size={220} />
        </div>
      </section>

      <div className="landing__games" id={LANDING_GAMES_ID}>
        {children}
      </div>

      <section className="reasons" aria-labelledby="reasons-title">
        <h2 id="reasons-title">{t("guest.reasonsTitle")}</h2>
        <ul className="reasons__list">
          {REASONS.map((reason) => (
            <li key={reason} className="reasons__item">
              <h3>{t(`guest.reasons.${reason}.title`)}</h3>
              <p>{t(`guest.reasons.${reason}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="modes" aria-labelledby="modes-title">
        <h2 id="modes-title">{t("guest.modesTitle")}</h2>
        <div className="modes__grid">
          <div className="modes__card">
            <h3>{t("modes.tournamentPoints")}</h3>
            <p>{t("guest.modeCoins")}</p>
          </div>
          <div className="modes__card">
            <h3>{t("modes.sweepStakes")}</h3>
            <p>{t("guest.modeEntries")}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
