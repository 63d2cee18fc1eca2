/** Test helpers for talking to the accounts API as a browser would: cookies in, cookies out. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const STRONG_PASSWORD = "correct horse battery staple";

/** Found in breach corpora and reported accepted by an outside probe (ADR 068). */
export const BREACHED_PASSWORDS = ["P@ssw0rd123", "Summer2024!", "Welcome123!"] as const;
/** `password123` in full-width letters and digits: NFKC makes it `password123`. */
export const FULL_WIDTH_COMMON_PASSWORD = "ｐａｓｓｗｏｒｄ１２３";
/** A passphrase of random words and a digit, in no list. */
export const RANDOM_PASSPHRASE = "plinth Quasar mossy 7 kettle drums";

/** `text` with its printable ASCII in full-width forms (U+FF01–FF5E) and spaces as U+3000. */
export function toFullWidth(text: string): string {
  return text.replace(/[!-~ ]/g, (char) =>
    char === " " ? "\u3000" : String.fromCharCode(char.charCodeAt(0) + 0xfee0),
  );
}

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

export async function signIn(app: FastifyInstance, email: string, password: string, ip = "127.0.0.1") {
  return app.inject({
    method: "POST",
    url: "/rest/login/email/",
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** The value of query parameter `name` in the first link of `text` that carries it. */
export function linkParam(text: string, name: string): string {
  const link = text.match(new RegExp(`https?://\\S+[?&]${name}=[^\\s"<>]+`))?.[0];
  if (!link) throw new Error(`no link with ${name} in: ${text}`);
  return new URL(link).searchParams.get(name) ?? "";
}

/** The six-digit code in a text message. */
export function codeIn(text: string): string {
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** A well-formed code that is certainly not `code`. */
export function otherCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

/** Texts a confirmation code to `phone` and confirms it, reading the code with `textedCode`. */
export async function confirmPhone(
  app: FastifyInstance,
  cookie: string,
  phone: string,
  textedCode: (phone: string) => Promise<string> | string,
) {
  const sent = await app.inject({
    method: "POST",
    url: "/rest/phone/confirm/send/",
    headers: { cookie },
    payload: { phone },
  });
  if (sent.statusCode !== 200) throw new Error(`phone confirmation not sent: ${sent.body}`);
  const confirmed = await app.inject({
    method: "POST",
    url: "/rest/phone/confirm/",
    headers: { cookie },
    payload: { code: await textedCode(phone) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`phone not confirmed: ${confirmed.body}`);
}
