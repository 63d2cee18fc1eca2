import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import type { WelcomeOffer } from "./api.ts";
import { heroArtUrl } from "./hero-art.ts";
import { WelcomeOfferCard } from "./welcome-offer.tsx";
import "./home.css";

const REASONS = ["bonus", "fair", "limits", "instant"] as const;

/** Where the landing's games start, for the hero's "Play now" on a theme whose lobby is this page. */
export const LANDING_GAMES_ID = "games";

/**
 * The guest landing (spec §2 Home): the welcome offer in numbers beside the brand's illustration,
 * the games to browse (the route puts the lobby's sections in `children`), why to join, and the way
 * in. The brand's layout (`data-layout` on <html>) arranges the hero; the markup is the same.
 */
export function GuestLanding({ offer, children }: { offer: WelcomeOffer | null; children: ReactNode }) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  const art = heroArtUrl(theme.id);
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        {art && (
          <div className="hero__art">
            <img src={art} alt="" width={640} height={480} fetchPriority="high" decoding="async" />
          </div>
        )}
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title">
            {t("guest.heroTitle")}
          </h1>
          <p className="hero__body">{t("guest.heroBody")}</p>
          {offer && <WelcomeOfferCard offer={offer} />}
          <div className="hero__actions">
            <ButtonLink to={to("/signup")} size="lg">
              {t(offer ? "guest.claimOffer" : "guest.createAccount")}
            </ButtonLink>
            <ButtonLink
              to={lobbyPath(theme.id) === "/lobby" ? to("/lobby") : `#${LANDING_GAMES_ID}`}
              size="lg"
              variant="secondary"
            >
              {t("guest.browseGames")}
            </ButtonLink>
          </div>
          <p className="hero__signin">
            {t("guest.haveAccount")} <a href={to("/signin")}>{t("common.signIn")}</a>
          </p>
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
        <p className="reasons__more">
          <a href={to("/how-it-works")}>{t("guest.howItWorksLink")}</a>
        </p>
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
