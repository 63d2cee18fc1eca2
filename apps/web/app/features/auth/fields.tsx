import { useTranslation } from "react-i18next";
import { PasswordField } from "~/components/ui/password-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";

export function EmailField({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      error={error}
    />
  );
}

export interface PasswordInputProps {
  /** `new-password` also shows the length hint. */
  autoComplete: "current-password" | "new-password";
  label?: string;
  error?: string;
}

export function PasswordInput({ autoComplete, label, error }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={label ?? t("auth.password")}
      name="password"
      autoComplete={autoComplete}
      required
      hint={autoComplete === "new-password" ? t("auth.passwordHint") : undefined}
      error={error}
      showLabel={t("auth.showPassword")}
      hideLabel={t("auth.hidePassword")}
    />
  );
}
