import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { useSite } from "~/lib/use-site.ts";
import { sendEmailConfirmationMutation } from "./api.ts";

/** Sends the confirmation link again, and says where it went. */
export function ResendEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const { mutate: resend, isPending } = useMutation({
    ...sendEmailConfirmationMutation(locale),
    onSuccess: () => toast.show({ message: t("account.emailSent", { email }), tone: "success" }),
    onError: (error) => toast.show({ message: error.message, tone: "dark" }),
    throwOnError: (error) => !(error instanceof ApiError),
  });
  return (
    <Button variant="secondary" isBusy={isPending} onClick={() => resend()}>
      {t("account.resendEmail")}
    </Button>
  );
}

/**
 * Right after sign-up: where the confirmation link went, where else to look for it, and a way to
 * have it sent again. Nothing once the email is confirmed.
 */
export function CheckInbox() {
  const { t } = useTranslation();
  const { player } = useSite();
  if (!player || player.emailConfirmed) return null;
  return (
    <div className="inbox-note">
      <p>{t("account.checkInbox", { email: player.email })}</p>
      <ResendEmail email={player.email} />
    </div>
  );
}
