/** What the accounts API tells players, from the `accountsApi` part of the shared catalogs. */
import type { ErrorCode, ErrorReason, Locale } from "@reelhouse/contract";
import type { ServerCatalog } from "@reelhouse/i18n";
import { AppError, type AppErrorDetails, type ReasonOfKey, reasonFromKey } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";

export type MessageKey = keyof ServerCatalog["accountsApi"];

export function message(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return translator(locale)(`accountsApi.${key}`, values);
}

/** "in 45 seconds", "in 15 minutes", "dentro de 1 segundo": when a refused request may be retried. */
export function retryWhen(locale: Locale, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  return seconds < 90 ? format.format(seconds, "second") : format.format(Math.ceil(seconds / 60), "minute");
}

/**
 * A refusal worded from the catalog, whose machine-readable `reason` names the message
 * (`emailTaken` → `EMAIL_TAKEN`) unless `details` gives a finer one; a message naming no reason of
 * the contract's closed list must come with one.
 */
export function refuse<Key extends MessageKey>(
  code: ErrorCode,
  locale: Locale,
  key: Key,
  ...[details]: ReasonOfKey<Key> extends ErrorReason
    ? [details?: AppErrorDetails]
    : [details: AppErrorDetails & { reason: ErrorReason }]
): AppError {
  // The signature lets in only keys naming a listed reason, or details naming one.
  return new AppError(code, message(locale, key), { reason: reasonFromKey(key) as ErrorReason, ...details });
}
