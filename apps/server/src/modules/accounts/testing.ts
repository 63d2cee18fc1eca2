/** Test helpers for talking to the accounts API as a browser would: cookies in, cookies out. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const STRONG_PASSWORD = "correct horse battery staple";

/** `name=value` pairs a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export async function signUp(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: { email, password, termsVersion: 1 },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    response,
    cookie: cookieHeader(cookiesFrom(response)),
    playerId: response.json().data.playerId as string,
  };
}

export async function appInit(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/rest/app/init/",
    headers: cookie ? { cookie } : {},
  });
  return response.json().data;
}
