/**
 * The one client for this site's API. Every call names its endpoint from the contract, so the
 * path, the input and the 200 answer's schema come from one definition shared with the server.
 * In a loader the call runs in process through the server's `fetchApi` (the visitor's cookies
 * and host travel with it); in the browser it is a same-origin `fetch`, which carries the
 * session cookie and the `Sec-Fetch-Site` label the server's cross-site check reads. The page's
 * language goes as Accept-Language, so messages come back in it. Errors become `ApiError` with
 * the contract's code, `reason` and field messages. Retries are TanStack Query's (query-client.ts).
 */
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResponse,
  ErrorBody,
  endpointPath,
  type FieldIssue,
  type Locale,
  type WebRequestContext,
} from "@reelhouse/contract";
import { isLocale } from "@reelhouse/contract/locales";
import { getI18n } from "./i18n/index.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    /** Machine-readable cause (`INVALID_CREDENTIALS`) when the server names one. */
    readonly reason?: string,
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

/** Calls one endpoint and answers its parsed 200 body, or throws `ApiError`. */
export async function callApi<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  via: ApiVia = {},
): Promise<EndpointResponse<E>> {
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
  return endpoint.response.parse(payload) as EndpointResponse<E>;
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
  const parsed = ErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields, reason } = parsed.data.error;
    return new ApiError(status, code, message, fields, reason);
  }
  return new ApiError(status, "INTERNAL", getI18n(locale).t("errors.requestFailed"));
}
