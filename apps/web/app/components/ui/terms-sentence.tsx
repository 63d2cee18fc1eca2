import { Trans } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/use-site.ts";

/** A sentence whose <terms> and <privacy> parts link to the editorial pages, opened in a new tab. */
export function TermsSentence({
  i18nKey,
}: {
  i18nKey: "auth.acceptTerms" | "account.termsBody" | "account.termsFirstBody";
}) {
  const to = useLocalizedPath();
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: <Link to={to("/page/terms")} target="_blank" rel="noopener" />,
        privacy: <Link to={to("/page/privacy")} target="_blank" rel="noopener" />,
      }}
    />
  );
}
