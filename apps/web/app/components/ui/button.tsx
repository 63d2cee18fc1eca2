import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import "./button.css";

type Variant = "primary" | "secondary" | "ghost";
type Size = "md" | "lg";

function classes(variant: Variant, size: Size, extra?: string): string {
  return ["btn", `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and blocks clicks, so a double click never submits twice. */
  isBusy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = "primary",
  size = "md",
  isBusy = false,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes(variant, size, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

/** A link that looks like a button: navigation stays a real link for keyboards and crawlers. */
export function ButtonLink({ variant = "primary", size = "md", className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes(variant, size, className)} />;
}
