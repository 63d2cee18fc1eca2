/**
 * Connection and subscription tokens: HS256 JWTs with Centrifugo's claims (`sub` the player id,
 * `exp`, and `channel` on a subscription token), so the built-in gateway and a Centrifugo cluster
 * configured with the same secret accept the same tokens. Expiry is judged by the injected clock.
 *
 * Every page a player opens asks for their tokens (app init), and signing is the costliest part of
 * that answer, so a token is handed out again while at least two thirds of its lifetime are left:
 * a player's tabs get the same tokens for the first third of it. Reuse is judged by the clock as
 * well: a token signed at a later time than now (a clock moved back) is never handed out.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../../lib/clock.ts";

export interface TokenClaims {
  /** The player id; Centrifugo's user. */
  userId: string;
  /** When the token stops being accepted, in seconds since the epoch. */
  expiresAt: number;
}

/** Why a token was refused: an expired one is refreshed (code 109), an invalid one is not. */
export class TokenRefused extends Error {
  constructor(readonly reason: "expired" | "invalid") {
    super(`token ${reason}`);
  }
}

export interface TokenIssuer {
  connectionToken(playerId: string): Promise<string>;
  subscriptionToken(playerId: string, channel: string): Promise<string>;
  verifyConnectionToken(token: string): Promise<TokenClaims>;
  /** The claims of a subscription token for `channel` given to `userId`; refused otherwise. */
  verifySubscriptionToken(token: string, userId: string, channel: string): Promise<TokenClaims>;
}

/** Bounds the tokens held for reuse (three per player) however many players sign in at once. */
const MAX_HELD_TOKENS = 30_000;

export function createTokenIssuer(secret: string, clock: Clock, ttlSeconds: number): TokenIssuer {
  // Imported once: given raw bytes, jose would import the key again for every token.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const reuseSeconds = Math.floor(ttlSeconds / 3);
  // By player and channel, oldest first: the ones past reuse are dropped from the front.
  const signed = new Map<string, { issuedAt: number; token: Promise<string> }>();
  const isReusable = (issuedAt: number, now: number) => issuedAt <= now && now < issuedAt + reuseSeconds;

  const signNew = async (playerId: string, claims: Record<string, string>, issuedAt: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(playerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await key);

  const sign = (playerId: string, claims: { channel?: string }): Promise<string> => {
    const now = nowSeconds();
    const id = `${playerId}\n${claims.channel ?? ""}`;
    const held = signed.get(id);
    if (held && isReusable(held.issuedAt, now)) return held.token;
    const token = signNew(playerId, claims, now);
    signed.delete(id);
    signed.set(id, { issuedAt: now, token });
    token.catch(() => {
      if (signed.get(id)?.token === token) signed.delete(id);
    });
    for (const [oldestId, oldest] of signed) {
      if (signed.size <= MAX_HELD_TOKENS && isReusable(oldest.issuedAt, now)) break;
      signed.delete(oldestId);
    }
    return token;
  };

  const verify = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ["HS256"],
        currentDate: clock.now(),
        requiredClaims: ["exp"],
      });
      if (typeof payload.sub !== "string" || typeof payload.exp !== "number")
        throw new TokenRefused("invalid");
      return payload;
    } catch (error) {
      if (error instanceof TokenRefused) throw error;
      throw new TokenRefused(error instanceof errors.JWTExpired ? "expired" : "invalid");
    }
  };

  return {
    connectionToken: (playerId) => sign(playerId, {}),
    subscriptionToken: (playerId, channel) => sign(playerId, { channel }),

    async verifyConnectionToken(token) {
      const payload = await verify(token);
      // A subscription token is not a connection token, though both are signed with one key.
      if ("channel" in payload) throw new TokenRefused("invalid");
      return { userId: payload.sub as string, expiresAt: payload.exp as number };
    },

    async verifySubscriptionToken(token, userId, channel) {
      const payload = await verify(token);
      if (payload.sub !== userId || payload.channel !== channel) throw new TokenRefused("invalid");
      return { userId, expiresAt: payload.exp as number };
    },
  };
}
