/**
 * The one client for this site's API. Every call names its endpoint from the contract's
 * `client.ts`, so the path, the input and the 200 answer's type come from one definition shared
 * with the server. The answer is not parsed again here: the server validated it against the same
 * schema on its way out, and leaving the schemas out keeps them off every page's first load.
 * In a loader the call runs in process through the server's `fetchApi` (the visitor's cookies
 * and host travel with it); in the browser it is a same-origin `fetch`, which carries the
 * session cookie and the `Sec-Fetch-Site` label the server's cross-site check reads. The page's
 * language goes as Accept-Language, so messages come back in it. Errors become `ApiError` with
 * the contract's code, `reason` and field messages. Retries are TanStack Query's (query-client.ts).
 */
import {
  type ClientEndpoint,
  type ClientInput,
  type ClientResponse,
  endpointPath,
} from "@reelhouse/contract/endpoint";
import type { ErrorBody, ErrorReason, FieldIssue } from "@reelhouse/contract/errors";
import { isLocale, type Locale } from "@reelhouse/contract/locales";
import type { WebRequestContext } from "@reelhouse/contract/web-context";
import { getI18n } from "./i18n/index.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    /** Machine-readable cause (`INVALID_CREDENTIALS`) when the server names one. */
    readonly reason?: ErrorReason,
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

export type ApiFetch = WebRequestContext["fetchApi"];

/** How a call travels: in process from a loader, or `fetch` (the default) in the browser. */
export interface ApiVia {
  fetchApi?: ApiFetch;
  /** The page's language; in the browser it defaults to the document's `lang`. */
  locale?: Locale;
  /** Extra request headers (the request-handle call forwards the visitor's). */
  headers?: Record<string, string>;
}

/** In a loader: calls through the server's in-process seam, in the page's language. */
export function viaServer(context: Pick<WebRequestContext, "fetchApi">, locale: Locale): ApiVia {
  return { fetchApi: context.fetchApi, locale };
}

const browserFetch: ApiFetch = (path, init = {}) =>
  fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    ...(init.headers ? { headers: init.headers } : {}),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : "en";
}

/**
 * Calls one endpoint and answers its 200 body, or throws `ApiError`. It takes the contract's client
 * endpoints only: a full definition would bring its schemas into the page's scripts.
 */
export async function callApi<C extends ClientEndpoint & { readonly response?: never }>(
  endpoint: C,
  input: ClientInput<C> = {} as ClientInput<C>,
  via: ApiVia = {},
): Promise<ClientResponse<C>> {
  const locale = via.locale ?? documentLocale();
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const path = endpointPath(endpoint.path, params as Record<string, string>) + queryString(query);
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": locale,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...via.headers,
  };
  const response = await (via.fetchApi ?? browserFetch)(path, {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body }),
  }).catch(() => {
    // Offline or the connection dropped: the player sees the same message as for a broken answer.
    throw new ApiError(0, "NETWORK_ERROR", getI18n(locale).t("errors.requestFailed"));
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload, locale);
  // Every answer of this API is a JSON object; anything else came from something in between.
  if (typeof payload !== "object" || payload === null) throw requestFailed(response.status, locale);
  return payload as ClientResponse<C>;
}

/**
 * Sends a file as the request body itself (an identity document, ADR 122) and answers the 200
 * body, or throws `ApiError` as `callApi` does.
 */
export async function sendFile<T>(path: string, file: Blob, headers: Record<string, string>): Promise<T> {
  const locale = documentLocale();
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      "accept-language": locale,
      "content-type": "application/octet-stream",
      ...headers,
    },
    body: file,
  }).catch(() => {
    throw new ApiError(0, "NETWORK_ERROR", getI18n(locale).t("errors.requestFailed"));
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload, locale);
  if (typeof payload !== "object" || payload === null) throw requestFailed(response.status, locale);
  return payload as T;
}

/** `?a=1&b=x` from a query object; absent values are left out, arrays repeat their key. */
export function queryString(query: object | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function toApiError(status: number, payload: unknown, locale: Locale): ApiError {
  if (isErrorBody(payload)) {
    const { code, message, fields, reason } = payload.error;
    return new ApiError(status, code, message, fields ?? [], reason);
  }
  // Not this API's answer (a proxy's error page, say): the player gets the general message.
  return requestFailed(status, locale);
}

function requestFailed(status: number, locale: Locale): ApiError {
  return new ApiError(status, "INTERNAL", getI18n(locale).t("errors.requestFailed"));
}

/** Whether an error answer has the contract's `ErrorBody` shape (what the server always sends). */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== "object" || payload === null) return false;
  const { error } = payload as { error?: unknown };
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === "string" && typeof message === "string" && (fields === undefined || Array.isArray(fields))
  );
}
