import { LOCALES } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localeCookie, localizePath, stripLocale } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";

/**
 * Links to this same page in each language; choosing one is remembered in the i18n_redirected
 * cookie. The other language loads as a new document, which brings its catalog with it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const location = useLocation();
  const bare = stripLocale(location.pathname);
  return (
    <nav className="language-switcher" aria-label={t("common.language")}>
      {LOCALES.map((option) => (
        <Link
          key={option}
          to={`${localizePath(bare, option)}${location.search}${location.hash}`}
          reloadDocument
          hrefLang={option}
          lang={option}
          aria-current={option === locale ? "true" : undefined}
          className="language-switcher__option"
          onClick={() => {
            // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie.
            document.cookie = localeCookie(option);
          }}
        >
          {t(`languages.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
