/**
 * The signed-in session. The browser holds a random token in an HttpOnly cookie; the server keeps
 * only its hash (see the accounts module), so a leaked table cannot be replayed. The session is
 * looked up lazily, once per request, by whoever needs it. The `isGuest` cookie mirrors the state
 * for the site's scripts (spec §3) and is corrected on any response that looked the session up.
 *
 * A server-rendered page calls the API in process several times (app init, the page's data), each
 * a request of its own carrying the page's cookies: `lendSession` hands them the page's session, so
 * a page looks it up once. Only requests carrying the same session token borrow it, and one that
 * starts or ends a session stops the lending, so the calls after it look up the session again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hashSecret } from "../lib/secrets.ts";

export interface Session {
  readonly playerId: string | null;
  /** Hash of the presented token, when the visitor presented one. */
  readonly tokenHash: string | null;
}

export interface SessionOptions {
  secureCookies: boolean;
  /** Returns the player of a live session, extending its idle window; null when unknown or expired. */
  resolve(tokenHash: string): Promise<string | null>;
}

export const IS_GUEST_COOKIE = "isGuest";

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's session, looked up on first use. */
    loadSession(): Promise<Session>;
    sessionPromise: Promise<Session> | null;
    /** Runs `work`, whose in-process requests with this request's session token read its session. */
    lendSession<T>(work: () => Promise<T>): Promise<T>;
  }
  interface FastifyReply {
    /** Sets the session cookie for a freshly created session token. */
    startSession(token: string, expiresAt: Date): void;
    /** Clears the session and isGuest cookies. */
    endSession(): void;
  }
}

async function sessionPlugin(app: FastifyInstance, options: SessionOptions): Promise<void> {
  // `__Host-` binds the cookie to this exact host over HTTPS, with path / and no Domain.
  const cookieName = options.secureCookies ? "__Host-session" : "session";
  const cookieBase = { path: "/", sameSite: "lax", secure: options.secureCookies } as const;

  /** A page's loan: its session, while it may be borrowed, and the token it belongs to. */
  interface Loan {
    token: string | undefined;
    session: Promise<Session> | null;
  }
  const loans = new WeakMap<FastifyRequest, Loan>();
  /** The loan of the page whose in-process requests are running. */
  const lent = new AsyncLocalStorage<Loan>();

  app.decorateRequest("sessionPromise", null);
  app.decorateRequest("loadSession", function (this: FastifyRequest) {
    this.sessionPromise ??= borrowed(this) ?? lookUp(this);
    return this.sessionPromise;
  });
  app.decorateRequest("lendSession", function <T>(this: FastifyRequest, work: () => Promise<T>) {
    let loan = loans.get(this);
    if (!loan) {
      loan = { token: this.cookies[cookieName], session: this.loadSession() };
      loans.set(this, loan);
    }
    return lent.run(loan, work);
  });

  function borrowed(request: FastifyRequest): Promise<Session> | null {
    const loan = lent.getStore();
    return loan && loan.token === request.cookies[cookieName] ? loan.session : null;
  }

  /** A request that changes the session ends the loan: later calls look the session up again. */
  function endLoan(): void {
    const loan = lent.getStore();
    if (loan) loan.session = null;
  }

  async function lookUp(request: FastifyRequest): Promise<Session> {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) return { playerId: null, tokenHash: null };
    const tokenHash = hashSecret(token);
    return { playerId: await options.resolve(tokenHash), tokenHash };
  }

  app.decorateReply("startSession", function (this: FastifyReply, token: string, expiresAt: Date) {
    this.setCookie(cookieName, token, { ...cookieBase, httpOnly: true, expires: expiresAt });
    this.setCookie(IS_GUEST_COOKIE, "false", { ...cookieBase, httpOnly: false });
    this.request.sessionPromise = null;
    endLoan();
  });

  app.decorateReply("endSession", function (this: FastifyReply) {
    this.clearCookie(cookieName, { ...cookieBase, httpOnly: true });
    this.setCookie(IS_GUEST_COOKIE, "true", { ...cookieBase, httpOnly: false });
    this.request.sessionPromise = Promise.resolve({ playerId: null, tokenHash: null });
    endLoan();
  });

  app.addHook("onSend", async (request, reply) => {
    if (!request.sessionPromise) return;
    // A lookup that failed (the database unreachable) was answered by the error handler already;
    // throwing it again here would replace that answer with Fastify's own, internals and all.
    const session = await request.sessionPromise.catch(() => null);
    if (!session) return;
    const { playerId, tokenHash } = session;
    const isGuest = playerId === null ? "true" : "false";
    // A page carries the marker its own in-process calls set, which is never older than this one.
    if (request.cookies[IS_GUEST_COOKIE] !== isGuest && !setsGuestMarker(reply)) {
      reply.setCookie(IS_GUEST_COOKIE, isGuest, { ...cookieBase, httpOnly: false });
    }
    // An expired or revoked token is dropped so the browser stops sending it.
    if (playerId === null && tokenHash !== null)
      reply.clearCookie(cookieName, { ...cookieBase, httpOnly: true });
  });
}

export default fp(sessionPlugin, { name: "session", dependencies: ["@fastify/cookie"] });

function setsGuestMarker(reply: FastifyReply): boolean {
  const cookies = reply.getHeader("set-cookie");
  const list = Array.isArray(cookies) ? cookies : typeof cookies === "string" ? [cookies] : [];
  return list.some((cookie) => cookie.startsWith(`${IS_GUEST_COOKIE}=`));
}
