import { SignUpRequest } from "@reelhouse/contract";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TermsSentence } from "~/components/ui/terms-sentence.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { signUpMutation } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";
import { EmailField, PasswordInput } from "./fields.tsx";

export interface SignUpFormProps {
  termsVersion: number;
  /** Referral code from an `invited_by` / `refcode` link, kept until sign-up. */
  invitedBy: string | null;
  /** Where the new player continues: the registration-complete step. */
  nextPath: string;
  socialButtons?: ReactNode;
}

export function SignUpForm({ termsVersion, invitedBy, nextPath, socialButtons }: SignUpFormProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const form = useApiForm(signUpMutation(locale), { keepBusyOnSuccess: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const checked = validateForm(
      SignUpRequest,
      {
        email: fields.get("email"),
        password: fields.get("password"),
        termsVersion: fields.get("acceptTerms") === "on" ? termsVersion : undefined,
        ...(invitedBy ? { invitedBy } : {}),
      },
      (field) => t(`auth.errors.${field}` as "auth.errors.email"),
    );
    form.submit(checked, {
      onSuccess: (result) => {
        trackEventAfterReload("registration", {
          playerId: result.data.playerId,
          formName: "signup",
          type: "email",
        });
        window.location.assign(nextPath);
      },
      onError: (error) => trackEvent("error", { formName: "signup", message: error.message }),
    });
  }

  const termsError = form.errors.termsVersion;
  // The email is taken: say so at the field, and make "sign in instead" the way there.
  const isEmailTaken = form.reason === "EMAIL_TAKEN";
  return (
    <AuthPanel title={t("pages.signup.title")} lead={t("pages.signup.lead")}>
      {socialButtons}
      <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
        <FormError message={form.formError} />
        <EmailField error={isEmailTaken ? t("auth.errors.emailTaken") : form.errors.email} />
        {isEmailTaken ? (
          <p className="form__aside">
            <Link to={to("/signin")}>{t("auth.signInInstead")}</Link>
          </p>
        ) : null}
        <PasswordInput autoComplete="new-password" error={form.errors.password} />
        <div className={`checkbox${termsError ? " checkbox--invalid" : ""}`}>
          <input
            id="accept-terms"
            type="checkbox"
            name="acceptTerms"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "accept-terms-error" : undefined}
          />
          <label htmlFor="accept-terms">
            <TermsSentence i18nKey="auth.acceptTerms" />
          </label>
          {termsError ? (
            <p id="accept-terms-error" className="field__error" role="alert">
              {termsError}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
          {t("auth.createAccount")}
        </Button>
      </form>
      <p className="auth-panel__switch">
        {t("auth.haveAccount")} <Link to={to("/signin")}>{t("common.signIn")}</Link>
      </p>
    </AuthPanel>
  );
}
