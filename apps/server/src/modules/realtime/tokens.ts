/**
 * Connection and subscription tokens: HS256 JWTs with Centrifugo's claims (`sub` the player id,
 * `exp`, and `channel` on a subscription token), so the built-in gateway and a Centrifugo cluster
 * configured with the same secret accept the same tokens. Expiry is judged by the injected clock.
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

  const sign = async (playerId: string, claims: Record<string, string>) => {
    const issuedAt = nowSeconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(playerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await key);
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
