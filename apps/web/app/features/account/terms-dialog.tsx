import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { TermsSentence } from "~/components/ui/terms-sentence.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { signOut } from "~/lib/session.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { acceptTermsMutation } from "./api.ts";

/**
 * When the terms change, a player accepts the new version before playing on. It is the one dialog
 * that also opens on the geoblock page (spec §2). Declining signs the player out.
 */
export function TermsDialog() {
  const { t } = useTranslation();
  const { player, locale } = useSite();
  const { mutateAsync: acceptTerms } = useMutation(acceptTermsMutation(locale));
  const to = useLocalizedPath();
  const revalidator = useRevalidator();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!player?.terms.needsAcceptance) return null;
  const { currentVersion, acceptedVersion } = player.terms;
  // A player who joined through a social sign-in has not accepted any version yet.
  const isFirstAcceptance = acceptedVersion === null;

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await acceptTerms(currentVersion);
      trackEvent("terms_and_privacy_update", { playerId: player?.id, type: `v${currentVersion}` });
      await revalidator.revalidate();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.message);
      // The terms changed again while the dialog was open: load the newest version.
      if (caught.status === 409) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal isOpen title={t(isFirstAcceptance ? "account.termsFirstTitle" : "account.termsTitle")}>
      <p>
        <TermsSentence i18nKey={isFirstAcceptance ? "account.termsFirstBody" : "account.termsBody"} />
      </p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <Button size="lg" isBusy={isBusy} onClick={accept}>
          {t("account.termsAccept")}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => signOut(locale, to("/"), player?.id)}>
          {t("account.signOut")}
        </Button>
      </div>
    </Modal>
  );
}
