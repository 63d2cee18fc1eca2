import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated.ts";

const COPIED_MS = 2000;

/** Copies a seed to the clipboard and says so for a moment, on screen and to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  return (
    <>
      <button
        type="button"
        className="copy-button"
        aria-label={t("fairness.copyLabel", { what: label })}
        disabled={!isHydrated}
        // Where the clipboard is refused the value stays on screen to select by hand.
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {isCopied ? t("fairness.copied") : t("fairness.copy")}
      </button>
      <span className="visually-hidden" role="status">
        {isCopied ? t("fairness.copied") : ""}
      </span>
    </>
  );
}

/** A labelled seed value: long hex wraps anywhere, and a copy button sits beside it. */
export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="seed-value">
      <dt className="seed-value__label">{label}</dt>
      <dd className="seed-value__value">
        <code>{value}</code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}
