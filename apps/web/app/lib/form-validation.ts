/**
 * Client-side form checks with the contract's own schemas, so the browser and the server apply the
 * same rules; messages come from the page's language, one per field.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  messageFor: (field: string) => string,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= messageFor(field);
  }
  return { ok: false, errors };
}
