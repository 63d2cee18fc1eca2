import {
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  ResetWithCodeRequest,
  ResetWithTokenRequest,
} from "@reelhouse/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { PasswordField } from "~/components/ui/password-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { type FieldErrors, validateForm } from "~/lib/form-validation.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { requestPasswordReset, resetPassword } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";

type Step =
  | { kind: "choose"; method: "email" | "phone" }
  | { kind: "linkSent"; email: string }
  | { kind: "enterCode"; phone: string }
  | { kind: "done" };

/** A form's submit handler with busy state, field errors and the server's message. */
function useSubmission() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      setErrors({});
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldMessages());
      setFormError(error.message);
    } finally {
      setBusy(false);
    }
  }
  const messageFor = (field: string) => t(`auth.errors.${field}` as "auth.errors.email");
  return { errors, setErrors, formError, isBusy, run, messageFor };
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}

function NewPasswordFields({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t("auth.newPassword")}
      name="password"
      autoComplete="new-password"
      required
      hint={t("auth.passwordHint")}
      error={error}
      showLabel={t("auth.showPassword")}
      hideLabel={t("auth.hidePassword")}
    />
  );
}

/** `/reset`: ask for a link or code, or (with `?token=` from the email) choose the new password. */
export function ResetPassword({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "choose", method: "email" });
  if (step.kind === "done") return <ResetDone />;
  if (token) return <NewPasswordWithToken token={token} onDone={() => setStep({ kind: "done" })} />;
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
          {step.method === "email" ? (
            <RequestByEmail onSent={(email) => setStep({ kind: "linkSent", email })} />
          ) : (
            <RequestByPhone onSent={(phone) => setStep({ kind: "enterCode", phone })} />
          )}
        </>
      ) : null}
      {step.kind === "linkSent" ? (
        <p className="form__notice" role="status">
          {t("auth.reset.linkSent", { email: step.email })}
        </p>
      ) : null}
      {step.kind === "enterCode" ? (
        <ResetWithCode phone={step.phone} onDone={() => setStep({ kind: "done" })} />
      ) : null}
    </AuthPanel>
  );
}

function RequestByEmail({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useSubmission();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(
      ForgotByEmailRequest,
      { email: new FormData(event.currentTarget).get("email") },
      form.messageFor,
    );
    if (!checked.ok) return form.setErrors(checked.errors);
    await form.run(async () => {
      await requestPasswordReset(checked.data, locale);
      onSent(checked.data.email);
    });
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={form.errors.email}
      />
      <Button type="submit" size="lg" isBusy={form.isBusy}>
        {t("auth.reset.sendLink")}
      </Button>
    </form>
  );
}

function RequestByPhone({ onSent }: { onSent(phone: string): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useSubmission();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(
      ForgotByPhoneRequest,
      { phone: new FormData(event.currentTarget).get("phone") },
      form.messageFor,
    );
    if (!checked.ok) return form.setErrors(checked.errors);
    await form.run(async () => {
      await requestPasswordReset(checked.data, locale);
      onSent(checked.data.phone);
    });
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      <TextField
        label={t("auth.reset.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        hint={t("account.phoneHint")}
        error={form.errors.phone}
      />
      <Button type="submit" size="lg" isBusy={form.isBusy}>
        {t("auth.reset.sendCode")}
      </Button>
    </form>
  );
}

function ResetWithCode({ phone, onDone }: { phone: string; onDone(): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useSubmission();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = validateForm(
      ResetWithCodeRequest,
      { phone, code: String(data.get("code") ?? "").trim(), password: data.get("password") },
      form.messageFor,
    );
    if (!checked.ok) return form.setErrors(checked.errors);
    await form.run(async () => {
      await resetPassword(checked.data, locale);
      onDone();
    });
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="form__notice" role="status">
        {t("auth.reset.codeSent", { phone })}
      </p>
      <FormError message={form.formError} />
      <TextField
        label={t("auth.reset.code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={form.errors.code}
      />
      <NewPasswordFields error={form.errors.password} />
      <Button type="submit" size="lg" isBusy={form.isBusy}>
        {t("auth.reset.savePassword")}
      </Button>
    </form>
  );
}

function NewPasswordWithToken({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useSubmission();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(
      ResetWithTokenRequest,
      { token, password: new FormData(event.currentTarget).get("password") },
      form.messageFor,
    );
    if (!checked.ok) return form.setErrors(checked.errors);
    await form.run(async () => {
      await resetPassword(checked.data, locale);
      onDone();
    });
  }
  return (
    <AuthPanel title={t("auth.reset.chooseNew")}>
      <form className="form" noValidate onSubmit={submit}>
        <FormError message={form.formError} />
        <NewPasswordFields error={form.errors.password} />
        <Button type="submit" size="lg" isBusy={form.isBusy}>
          {t("auth.reset.savePassword")}
        </Button>
      </form>
    </AuthPanel>
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
