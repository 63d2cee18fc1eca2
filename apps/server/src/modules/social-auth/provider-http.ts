/**
 * HTTP calls to sign-in providers. A provider that is down, slow or answering garbage becomes
 * UNAVAILABLE (the player may retry); what it says about the credential is left to the caller.
 */
import { AppError } from "../../lib/errors.ts";

/** Long enough for a slow provider, short enough that a sign-in never hangs. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export function providerUnavailable(displayName: string): AppError {
  return new AppError("UNAVAILABLE", { key: "socialProviderDown", values: { provider: displayName } });
}

export async function callProvider(
  fetchImpl: typeof fetch,
  displayName: string,
  url: URL | string,
  init: RequestInit = {},
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      headers: { accept: "application/json", ...init.headers },
      redirect: "error",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable(displayName);
  }
  if (response.status >= 500) throw providerUnavailable(displayName);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw providerUnavailable(displayName);
  }
  return { status: response.status, body };
}

/** Form-encoded POST, the way OAuth 2.0 token endpoints take their parameters. */
export function postForm(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  };
}
