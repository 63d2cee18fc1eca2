import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { LEGAL_LINKS } from "~/navigation.ts";

/** The US problem-gambling helpline (National Council on Problem Gambling), free at any hour. */
const HELPLINE_TEL = "tel:+18004262537";

/**
 * The footer of every page. Its links are whole phrases of their own ("Call 1-800-GAMBLER", the
 * support address), so no sentence is assembled around markup and the first load needs no
 * `<Trans>` (4 KB of script on every page).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { theme, year } = useSite();
  // The operator as configured for this brand (root loader), not the brand's placeholder.
  const { supportEmail, legalName } = theme.operator;
  const to = useLocalizedPath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("footer.legal")}>
          <ul className="site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__responsible">
          <span className="adults-only" role="img" aria-label={t("footer.adultsOnlyLabel")}>
            {t("footer.adultsOnly")}
          </span>
          <p>
            {t("footer.playResponsibly")} {t("footer.helplineQuestion")}{" "}
            <a href={HELPLINE_TEL}>{t("footer.helplineCall")}</a>, {t("footer.helplineNote")}
          </p>
        </div>
        <p className="site-footer__support">
          {t("footer.supportQuestion")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <p className="site-footer__disclaimer">{t("footer.disclaimer")}</p>
        <p className="site-footer__meta">{t("footer.copyright", { year, operator: legalName })}</p>
      </div>
    </footer>
  );
}
