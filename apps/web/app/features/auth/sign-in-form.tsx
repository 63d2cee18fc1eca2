import { SignInRequest } from "@reelhouse/contract";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { signInMutation } from "./api.ts";
import { AuthPanel } from "./auth-card.tsx";
import { EmailField, PasswordInput } from "./fields.tsx";

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
  const form = useApiForm(signInMutation(locale), { keepBusyOnSuccess: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const fields = new FormData(formElement);
    const checked = validateForm(
      SignInRequest,
      { email: fields.get("email"), password: fields.get("password") },
      (field) => t(field === "password" ? "auth.errors.signInPassword" : "auth.errors.email"),
    );
    form.submit(checked, {
      onSuccess: (result) => {
        trackEventAfterReload("login", { playerId: result.data.playerId, type: "email" });
        window.location.assign(nextPath);
      },
      onError: (error) => {
        // Spec §8: a refused sign-in shows the server's message in a dark toast for 5 s. The form
        // says it too, where the player is looking (announced), and puts them back in the password.
        toast.show({ message: error.message, tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
        const password = formElement.elements.namedItem("password");
        if (password instanceof HTMLInputElement) {
          password.focus();
          password.select();
        }
        trackEvent("error", { formName: "signin", message: error.message });
      },
    });
  }

  return (
    <AuthPanel title={t("pages.signin.title")} lead={t("pages.signin.lead")}>
      {socialButtons}
      <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
        <FormError message={form.formError} />
        <EmailField error={form.errors.email} />
        <PasswordInput autoComplete="current-password" error={form.errors.password} />
        <p className="form__aside">
          <Link to={to("/reset")}>{t("auth.forgotPassword")}</Link>
        </p>
        <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
          {t("auth.signInAction")}
        </Button>
      </form>
      <p className="auth-panel__switch">
        {t("auth.noAccount")} <Link to={to("/signup")}>{t("common.signUp")}</Link>
      </p>
    </AuthPanel>
  );
}
