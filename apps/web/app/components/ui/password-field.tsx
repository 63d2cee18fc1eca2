import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "adornment"> {
  showLabel: string;
  hideLabel: string;
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
          className="field__adornment"
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
