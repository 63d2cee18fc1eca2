import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { ErrorFrame } from "./frames.tsx";

/**
 * Spec §2/§8: 'Page not found' with a 'Go home' button to the lobby; when a route matched but its
 * parameters failed validation the title reads 'Page Not Found: {path}'.
 */
export function NotFoundPage({ validationFailedAt }: { validationFailedAt?: string | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <ErrorFrame>
      <section className="status-page" aria-labelledby="status-title">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="status-title">
          {validationFailedAt
            ? t("errors.notFoundAt", { path: validationFailedAt })
            : t("errors.notFoundTitle")}
        </h1>
        <p className="status-page__body">{t("errors.notFoundBody")}</p>
        <ButtonLink to={to("/lobby")} size="lg">
          {t("errors.goHome")}
        </ButtonLink>
      </section>
    </ErrorFrame>
  );
}

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorFrame>
      <section className="status-page" aria-labelledby="status-title">
        <h1 id="status-title">{t("errors.genericTitle")}</h1>
        <p className="status-page__body">{t("errors.genericBody")}</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </Button>
      </section>
    </ErrorFrame>
  );
}
