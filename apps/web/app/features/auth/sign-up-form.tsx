import { SignUpRequest } from "@reelhouse/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { PasswordField } from "~/components/ui/password-field.tsx";
import { TermsSentence } from "~/components/ui/terms-sentence.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { type FieldErrors, validateForm } from "~/lib/form-validation.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { signUp } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";

export interface SignUpFormProps {
  termsVersion: number;
  /** Referral code from an `invited_by` / `refcode` link, kept until sign-up. */
  invitedBy: string | null;
  /** Where the new player continues: the registration-complete step. */
  nextPath: string;
  socialButtons?: React.ReactNode;
}

export function SignUpForm({ termsVersion, invitedBy, nextPath, socialButtons }: SignUpFormProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const accepted = form.get("acceptTerms") === "on";
    const checked = validateForm(
      SignUpRequest,
      {
        email: form.get("email"),
        password: form.get("password"),
        termsVersion: accepted ? termsVersion : undefined,
        ...(invitedBy ? { invitedBy } : {}),
      },
      (field) => t(`auth.errors.${field}` as "auth.errors.email"),
    );
    setFormError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await signUp(checked.data, locale);
      trackEventAfterReload("registration", {
        playerId: result.data.playerId,
        formName: "signup",
        type: "email",
      });
      window.location.assign(nextPath);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldMessages());
      if (error.fields.length === 0) setFormError(error.message);
      trackEvent("error", { formName: "signup", message: error.message });
    }
  }

  return (
    <AuthPanel title={t("pages.signup.title")} lead={t("pages.signup.lead")}>
      {socialButtons}
      <form
        className="form"
        noValidate
        onSubmit={submit}
        aria-describedby={formError ? "signup-error" : undefined}
      >
        {formError ? (
          <p id="signup-error" className="form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <PasswordField
          label={t("auth.password")}
          name="password"
          autoComplete="new-password"
          required
          hint={t("auth.passwordHint")}
          error={errors.password}
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
        />
        <div className={`checkbox${errors.termsVersion ? " checkbox--invalid" : ""}`}>
          <input
            id="accept-terms"
            type="checkbox"
            name="acceptTerms"
            aria-invalid={errors.termsVersion ? true : undefined}
            aria-describedby={errors.termsVersion ? "accept-terms-error" : undefined}
          />
          <label htmlFor="accept-terms">
            <TermsSentence i18nKey="auth.acceptTerms" />
          </label>
          {errors.termsVersion ? (
            <p id="accept-terms-error" className="field__error" role="alert">
              {errors.termsVersion}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" isBusy={isBusy}>
          {t("auth.createAccount")}
        </Button>
      </form>
      <p className="auth-panel__switch">
        {t("auth.haveAccount")} <Link to={to("/signin")}>{t("common.signIn")}</Link>
      </p>
    </AuthPanel>
  );
}
