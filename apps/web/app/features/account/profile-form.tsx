import { type PlayerProfile, type ProfileField, ProfileUpdateRequest } from "@reelhouse/contract";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { updateProfileMutation } from "./api.ts";

export interface ProfileFormProps {
  fields: readonly ProfileField[];
  /** Every listed field must be filled (easy or full profile), not only changed ones. */
  requireAll: boolean;
  initial: Partial<Record<ProfileField, string | null>>;
  states: { code: string; name: string }[];
  submitLabel: string;
  onSaved(profile: PlayerProfile): void;
  secondaryAction?: ReactNode;
}

const INPUTS: Record<ProfileField, { type: string; autoComplete: string; inputMode?: "numeric" | "tel" }> = {
  name: { type: "text", autoComplete: "given-name" },
  surname: { type: "text", autoComplete: "family-name" },
  birthday: { type: "date", autoComplete: "bday" },
  zip: { type: "text", autoComplete: "postal-code" },
  city: { type: "text", autoComplete: "address-level2" },
  address: { type: "text", autoComplete: "address-line1" },
  address2: { type: "text", autoComplete: "address-line2" },
  state: { type: "select", autoComplete: "address-level1" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
};

/** The order a form shows the fields in: an address reads street, line 2, city, state, ZIP. */
const FORM_ORDER: readonly ProfileField[] = [
  "name",
  "surname",
  "birthday",
  "address",
  "address2",
  "city",
  "state",
  "zip",
  "phone",
];

/** The profile fields of spec §5, checked with the contract's rules before they are sent. */
export function ProfileForm({
  fields,
  requireAll,
  initial,
  states,
  submitLabel,
  onSaved,
  secondaryAction,
}: ProfileFormProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useApiForm(updateProfileMutation(locale));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields
        .map((field) => [field, String(data.get(field) ?? "").trim()] as const)
        .filter(([field, value]) => value !== "" || requireAll || initial[field]),
    );
    // Every field rule refuses an empty value, so sending the empty required fields flags them.
    const checked = validateForm(ProfileUpdateRequest, values, (field) =>
      t(`account.errors.${field}` as "account.errors.name"),
    );
    form.submit(checked, { onSuccess: (result) => onSaved(result.data) });
  }

  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      <div className="form__row">
        {FORM_ORDER.filter((field) => fields.includes(field)).map((field) =>
          field === "state" ? (
            <StateSelect
              key={field}
              states={states}
              initial={initial.state ?? ""}
              error={form.errors.state}
            />
          ) : (
            <TextField
              key={field}
              name={field}
              label={t(`account.fields.${field}`)}
              type={INPUTS[field].type}
              autoComplete={INPUTS[field].autoComplete}
              inputMode={INPUTS[field].inputMode}
              defaultValue={initial[field] ?? ""}
              required={requireAll}
              hint={
                field === "birthday"
                  ? t("account.birthdayHint")
                  : field === "phone"
                    ? t("account.phoneHint")
                    : undefined
              }
              error={form.errors[field]}
            />
          ),
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}

function StateSelect({
  states,
  initial,
  error,
}: {
  states: { code: string; name: string }[];
  initial: string;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor="profile-state">
        {t("account.fields.state")}
      </label>
      <select
        id="profile-state"
        name="state"
        className="field__input"
        defaultValue={initial}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "profile-state-error" : undefined}
      >
        <option value="" />
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="profile-state-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
