import { LOCALES } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";

/**
 * Links to this same page in each language, through `/language/{locale}`, which remembers the
 * choice in the i18n_redirected cookie. The other language loads as a new document, which brings
 * its catalog with it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const location = useLocation();
  const bare = stripLocale(location.pathname);
  return (
    <nav className="language-switcher" aria-label={t("common.language")}>
      {LOCALES.map((option) => (
        <a
          key={option}
          href={`/language/${option}?${new URLSearchParams({ to: `${bare}${location.search}` })}${location.hash}`}
          hrefLang={option}
          lang={option}
          aria-current={option === locale ? "true" : undefined}
          className="language-switcher__option"
        >
          {t(`languages.${option}`)}
        </a>
      ))}
    </nav>
  );
}
