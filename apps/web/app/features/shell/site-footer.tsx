import { APP_VERSION } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { LEGAL_LINKS } from "./navigation.ts";

export function SiteFooter() {
  const { t } = useTranslation();
  const { theme, year } = useSite();
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
        <p className="site-footer__disclaimer">{t("footer.disclaimer")}</p>
        <p className="site-footer__meta">
          <span>{t("footer.copyright", { year, brand: theme.displayName })}</span>
          <span>{t("footer.version", { version: APP_VERSION })}</span>
        </p>
      </div>
    </footer>
  );
}
