import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import "./text-field.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  /** Field-level message from validation; marks the input invalid for assistive technology. */
  error?: string;
  /** A control inside the field's edge, such as a show-password toggle. */
  adornment?: ReactNode;
}

export function TextField({ label, hint, error, adornment, className, ...input }: TextFieldProps) {
  const id = useId();
  // An error takes the hint's place: it says the same rule about what was typed ("You must be 18 or
  // older" beside "You must be 18 or older to play" read twice).
  const shownHint = error ? undefined : hint;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", error ? "field--invalid" : "", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {shownHint ? (
        <p className="field__hint" id={hintId}>
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
