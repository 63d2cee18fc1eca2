import {
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  ResetWithCodeRequest,
  ResetWithTokenRequest,
} from "@reelhouse/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { requestPasswordResetMutation, resetPasswordMutation } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";
import { EmailField, PasswordInput } from "./fields.tsx";

type Method = "email" | "phone";

type Step =
  | { kind: "choose"; method: Method }
  | { kind: "linkSent"; email: string }
  | { kind: "enterCode"; phone: string }
  | { kind: "done" };

/** This page's message for a field the check refused. */
function useFieldMessage() {
  const { t } = useTranslation();
  return (field: string) => t(`auth.errors.${field}` as "auth.errors.email");
}

/** `/reset`: ask for a link or code, or (with `?token=` from the email) choose the new password. */
export function ResetPassword({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "choose", method: "email" });
  if (step.kind === "done") return <ResetDone />;
  if (token) {
    return (
      <AuthPanel title={t("auth.reset.chooseNew")}>
        <NewPasswordForm proof={{ token }} onDone={() => setStep({ kind: "done" })} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t("pages.reset.title")} lead={t("pages.reset.lead")}>
      {step.kind === "choose" ? (
        <>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t("auth.reset.methods")}</legend>
            {(["email", "phone"] as const).map((method) => (
              <label key={method} className="segmented__option">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  checked={step.method === method}
                  onChange={() => setStep({ kind: "choose", method })}
                />
                {t(method === "email" ? "auth.reset.byEmail" : "auth.reset.byPhone")}
              </label>
            ))}
          </fieldset>
          <RequestReset
            key={step.method}
            method={step.method}
            onSent={(to) =>
              setStep(
                step.method === "email" ? { kind: "linkSent", email: to } : { kind: "enterCode", phone: to },
              )
            }
          />
        </>
      ) : null}
      {step.kind === "linkSent" ? (
        <p className="form__notice" role="status">
          {t("auth.reset.linkSent", { email: step.email })}
        </p>
      ) : null}
      {step.kind === "enterCode" ? (
        <NewPasswordForm proof={{ phone: step.phone }} onDone={() => setStep({ kind: "done" })} />
      ) : null}
    </AuthPanel>
  );
}

/** Asks for a reset link by email or a code by SMS; the server answers alike for unknown accounts. */
function RequestReset({ method, onSent }: { method: Method; onSent(to: string): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useApiForm(requestPasswordResetMutation(locale));
  const messageFor = useFieldMessage();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(method);
    const checked =
      method === "email"
        ? validateForm(ForgotByEmailRequest, { email: value }, messageFor)
        : validateForm(ForgotByPhoneRequest, { phone: value }, messageFor);
    form.submit(checked, {
      onSuccess: (_result, sent) => onSent("email" in sent ? sent.email : sent.phone),
    });
  }
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      {method === "email" ? (
        <EmailField error={form.errors.email} />
      ) : (
        <TextField
          label={t("auth.reset.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          hint={t("account.phoneHint")}
          error={form.errors.phone}
        />
      )}
      <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
        {t(method === "email" ? "auth.reset.sendLink" : "auth.reset.sendCode")}
      </Button>
    </form>
  );
}

/** What proves the player may choose a new password: the emailed link's token, or the texted code. */
type ResetProof = { token: string } | { phone: string };

/** The new-password step, with the code field too when the proof is a texted code. */
function NewPasswordForm({ proof, onDone }: { proof: ResetProof; onDone(): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useApiForm(resetPasswordMutation(locale));
  const messageFor = useFieldMessage();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = data.get("password");
    const checked =
      "token" in proof
        ? validateForm(ResetWithTokenRequest, { token: proof.token, password }, messageFor)
        : validateForm(
            ResetWithCodeRequest,
            { phone: proof.phone, code: String(data.get("code") ?? "").trim(), password },
            messageFor,
          );
    form.submit(checked, { onSuccess: onDone });
  }
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
      {"phone" in proof ? (
        <>
          <p className="form__notice" role="status">
            {t("auth.reset.codeSent", { phone: proof.phone })}
          </p>
          <TextField
            label={t("auth.reset.code")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={form.errors.code}
          />
        </>
      ) : null}
      <FormError message={form.formError} />
      <PasswordInput autoComplete="new-password" label={t("auth.newPassword")} error={form.errors.password} />
      <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
        {t("auth.reset.savePassword")}
      </Button>
    </form>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <AuthPanel title={t("pages.reset.title")}>
      <p className="form__notice" role="status">
        {t("auth.reset.done")}
      </p>
      <ButtonLink to={to("/signin")} size="lg">
        {t("auth.reset.backToSignIn")}
      </ButtonLink>
    </AuthPanel>
  );
}
