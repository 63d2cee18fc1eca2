import { SignInRequest } from "@reelhouse/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { PasswordField } from "~/components/ui/password-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { type FieldErrors, validateForm } from "~/lib/form-validation.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { signIn } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";

export interface SignInFormProps {
  /** Where to continue after signing in (already checked to be a path on this site). */
  nextPath: string;
  socialButtons?: ReactNode;
}

export function SignInForm({ nextPath, socialButtons }: SignInFormProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = validateForm(
      SignInRequest,
      { email: form.get("email"), password: form.get("password") },
      (field) => t(field === "password" ? "auth.errors.signInPassword" : "auth.errors.email"),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await signIn(checked.data, locale);
      trackEventAfterReload("login", { playerId: result.data.playerId, type: "email" });
      window.location.assign(nextPath);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      // Spec §8: a refused sign-in shows the server's message in a dark toast for 5 s.
      toast.show({
        message: error.message,
        tone: "dark",
        durationMs: NOTICE_TOAST_DURATION_MS,
        showProgress: true,
      });
      trackEvent("error", { formName: "signin", message: error.message });
    }
  }

  return (
    <AuthPanel title={t("pages.signin.title")} lead={t("pages.signin.lead")}>
      {socialButtons}
      <form className="form" noValidate onSubmit={submit}>
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
          autoComplete="current-password"
          required
          error={errors.password}
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
        />
        <p className="form__aside">
          <Link to={to("/reset")}>{t("auth.forgotPassword")}</Link>
        </p>
        <Button type="submit" size="lg" isBusy={isBusy}>
          {t("auth.signInAction")}
        </Button>
      </form>
      <p className="auth-panel__switch">
        {t("auth.noAccount")} <Link to={to("/signup")}>{t("common.signUp")}</Link>
      </p>
    </AuthPanel>
  );
}
