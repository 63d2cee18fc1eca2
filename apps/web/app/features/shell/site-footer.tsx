import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { LEGAL_LINKS } from "./navigation.ts";

/** The US problem-gambling helpline (National Council on Problem Gambling), free at any hour. */
const HELPLINE_TEL = "tel:+18004262537";

/** The helpline's number in the sentence, filled in by the translation. */
function HelplineLink({ children }: { children?: ReactNode }) {
  return <a href={HELPLINE_TEL}>{children}</a>;
}

/** The brand's support address, filled in by the translation. */
function SupportEmailLink({ email, children }: { email: string; children?: ReactNode }) {
  return <a href={`mailto:${email}`}>{children}</a>;
}

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
            <Trans i18nKey="footer.helpline" components={{ phone: <HelplineLink /> }} />
          </p>
        </div>
        <p className="site-footer__support">
          <Trans
            i18nKey="footer.support"
            values={{ email: supportEmail }}
            components={{ email: <SupportEmailLink email={supportEmail} /> }}
          />
        </p>
        <p className="site-footer__disclaimer">{t("footer.disclaimer")}</p>
        <p className="site-footer__meta">{t("footer.copyright", { year, operator: legalName })}</p>
      </div>
    </footer>
  );
}
