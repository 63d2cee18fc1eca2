import { EASY_PROFILE_FIELDS, themeHas } from "@reelhouse/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { ProfileForm } from "./profile-form.tsx";
import { CheckInbox } from "./resend-email.tsx";

/** The easy profile of spec §5 completes registration; it earns the profile reward. */
function EasyProfileForm({ onDone, later }: { onDone(): void; later?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <ProfileForm
      fields={EASY_PROFILE_FIELDS}
      requireAll
      initial={{}}
      states={[]}
      submitLabel={t("account.completeAction")}
      onSaved={() => {
        toast.show({ message: t("account.completed"), tone: "success" });
        onDone();
      }}
      secondaryAction={
        later ? (
          <Button variant="ghost" size="lg" onClick={later}>
            {t("account.completeLater")}
          </Button>
        ) : undefined
      }
    />
  );
}

/** `/registration-complete/`: the page version, for themes that have it (spec §6). */
export function RegistrationCompletePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <article className="feature-page">
      <PageHeader title={t("account.completeTitle")} lead={t("account.completeLead")} />
      <section className="panel">
        <CheckInbox />
        <EasyProfileForm onDone={() => window.location.assign(to("/"))} />
      </section>
    </article>
  );
}

const DISMISSED_KEY = "registration-complete-dismissed";

/**
 * The dialog version, for the other themes: a player whose registration is incomplete sees it on
 * the site's pages until they complete it, or until they choose "Later" for this browser session.
 */
export function RegistrationCompleteDialog() {
  const { t } = useTranslation();
  const { player, theme } = useSite();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [isDismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(sessionStorage.getItem(DISMISSED_KEY) === "true"), []);

  // Spec §2: no dialog but the terms opens on the geoblock page.
  const isOwnPage = pathname.includes("registration-complete") || pathname.includes("geoblock");
  const needsDialog =
    player && !player.registrationComplete && !themeHas(theme.id, "registrationCompletePage");
  const isWanted = Boolean(
    needsDialog && !isDismissed && !isOwnPage && player.terms && !player.terms.needsAcceptance,
  );
  // One dialog at a time (lib/dialog-queue.ts): the registration step goes first.
  const isTurn = useDialogTurn("registration-complete", isWanted, DIALOG_PRIORITY.registrationStep);
  if (!isTurn) return null;

  const later = () => {
    sessionStorage.setItem(DISMISSED_KEY, "true");
    setDismissed(true);
  };
  return (
    <Modal isOpen onClose={later} title={t("account.completeTitle")} closeLabel={t("common.close")}>
      <p>{t("account.completeLead")}</p>
      <CheckInbox />
      <EasyProfileForm onDone={() => revalidator.revalidate()} later={later} />
    </Modal>
  );
}
