import { ConfirmPhoneRequest, PhoneConfirmationRequest, type ProfilePageData } from "@reelhouse/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { confirmPhoneMutation, sendPhoneCodeMutation } from "./api.ts";
import { ResendEmail } from "./resend-email.tsx";

function StatusBadge({ isConfirmed }: { isConfirmed: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${isConfirmed ? "ok" : "pending"}`}>
      {t(isConfirmed ? "account.confirmed" : "account.notConfirmed")}
    </span>
  );
}

function RewardNote({ reward }: { reward: { completed: boolean; coins: number } }) {
  const { t, i18n } = useTranslation();
  const coins = new Intl.NumberFormat(i18n.language).format(reward.coins / 100);
  return (
    <span className="reward-note">
      {reward.completed ? t("account.rewardDone") : t("account.rewardNote", { coins })}
    </span>
  );
}

/**
 * Profile tab "verification": the player's identity (its own feature's block), then confirming the
 * email (link) and the phone (SMS code), each with its reward.
 */
export function VerificationPanel({
  data,
  identityVerification,
}: {
  data: ProfilePageData;
  identityVerification: ReactNode;
}) {
  const { t } = useTranslation();
  const { profile, rewards } = data;
  return (
    <section className="panel" aria-labelledby="verification-title">
      <h2 id="verification-title">{t("account.tabs.verification")}</h2>
      {identityVerification}
      <ul className="status-list">
        <li className="status-list__item">
          <strong>
            {t("account.emailStatus")}: {profile.email} <StatusBadge isConfirmed={profile.emailConfirmed} />
          </strong>
          <RewardNote reward={rewards.email} />
          {profile.emailConfirmed ? null : <ResendEmail email={profile.email} />}
        </li>
        <li className="status-list__item">
          <strong>
            {t("account.phoneStatus")}
            {profile.phone ? `: ${profile.phone}` : ""} <StatusBadge isConfirmed={profile.phoneConfirmed} />
          </strong>
          <RewardNote reward={rewards.phone} />
          {profile.phoneConfirmed ? null : <PhoneConfirmation phone={profile.phone} />}
        </li>
      </ul>
    </section>
  );
}

function PhoneConfirmation({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendForm = useApiForm(sendPhoneCodeMutation(locale));
  const confirmForm = useApiForm(confirmPhoneMutation(locale));
  // Messages that are not about a field belong to the one field each step shows.
  const errors = {
    phone: sendForm.errors.phone ?? sendForm.formError ?? undefined,
    code: confirmForm.errors.code ?? confirmForm.formError ?? undefined,
  };

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(
      PhoneConfirmationRequest,
      { phone: new FormData(event.currentTarget).get("phone") },
      () => t("account.errors.phone"),
    );
    sendForm.submit(checked.ok ? { ok: true, data: checked.data.phone } : checked, {
      onSuccess: (_result, sentPhone) => setSentTo(sentPhone),
    });
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(
      ConfirmPhoneRequest,
      { code: String(new FormData(event.currentTarget).get("code") ?? "").trim() },
      () => t("account.errors.code"),
    );
    confirmForm.submit(checked.ok ? { ok: true, data: checked.data.code } : checked, {
      onSuccess: async () => {
        toast.show({ message: t("account.phoneConfirmed"), tone: "success" });
        trackEvent("verification", { type: "phone", ...(player ? { playerId: player.id } : {}) });
        await revalidator.revalidate();
      },
    });
  }

  if (sentTo) {
    return (
      <form ref={confirmForm.ref} className="form" method="post" noValidate onSubmit={confirm}>
        <p className="form__notice" role="status">
          {t("account.phoneCodeSent", { phone: sentTo })}
        </p>
        <TextField
          label={t("auth.reset.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code}
        />
        <div className="form__actions">
          <Button type="submit" isBusy={confirmForm.isBusy} disabled={!confirmForm.isReady}>
            {t("account.confirmPhone")}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form ref={sendForm.ref} className="form" method="post" noValidate onSubmit={send}>
      <TextField
        label={t("account.fields.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={phone ?? ""}
        hint={t("account.phoneHint")}
        error={errors.phone}
      />
      <div className="form__actions">
        <Button type="submit" variant="secondary" isBusy={sendForm.isBusy} disabled={!sendForm.isReady}>
          {t("account.sendPhoneCode")}
        </Button>
      </div>
    </form>
  );
}
