/**
 * The browser's client for this site's API: JSON in and out, the page's language as
 * Accept-Language (the server answers in it), errors as `ApiError` carrying the contract's code
 * and field messages. Spec §7: idempotent requests are retried once on a transient status;
 * writes never are.
 */
import { ErrorBody, type FieldIssue, type Locale } from "@reelhouse/contract";
import type { z } from "zod";

const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field messages keyed by field name (`body.email` → `email`). */
  fieldMessages(): Record<string, string> {
    return Object.fromEntries(
      this.fields.map((field) => [field.path.split(".").at(-1) ?? field.path, field.message]),
    );
  }
}

export interface ApiRequest<T> {
  method?: "GET" | "POST";
  body?: unknown;
  locale: Locale;
  schema: z.ZodType<T>;
}

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? "GET";
  const send = () =>
    fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "accept-language": request.locale,
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  let response = await send();
  if (method === "GET" && RETRYABLE_STATUSES.has(response.status)) response = await send();
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload, request.locale);
  return request.schema.parse(payload);
}

function toApiError(status: number, payload: unknown, locale: Locale): ApiError {
  const parsed = ErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  const fallback =
    locale === "es" ? "Algo salió mal. Inténtalo de nuevo." : "Something went wrong. Please try again.";
  return new ApiError(status, "INTERNAL", fallback);
}
