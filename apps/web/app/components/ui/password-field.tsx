import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "adornment"> {
  showLabel: string;
  hideLabel: string;
}

/** An eye, struck through while the password shows: the button stays a square beside the field. */
function EyeIcon({ isStruck }: { isStruck: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" strokeWidth="2" />
      {isStruck ? <path d="M4 20 20 4" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A password input whose text the player can reveal to check what they typed. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={isVisible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className="field__adornment field__adornment--icon"
          // A toggle keeps its name and says its state with aria-pressed; the tooltip says what a
          // press will do.
          aria-label={showLabel}
          aria-pressed={isVisible}
          title={isVisible ? hideLabel : showLabel}
          onClick={() => setVisible((visible) => !visible)}
        >
          <EyeIcon isStruck={isVisible} />
        </button>
      }
    />
  );
}
