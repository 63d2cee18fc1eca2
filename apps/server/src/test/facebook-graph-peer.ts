/**
 * A small local stand-in for the Facebook Graph API, for tests: `debug_token`, `/me` and
 * `/oauth/access_token` with the Graph API's documented request checks and answer shapes,
 * for one app whose id and secret it knows.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GraphUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface IssuedToken {
  user: GraphUser;
  /** The app the token was issued to; defaults to the peer's own app. */
  appId?: string;
  /** Unix seconds; 0 never expires. Defaults to an hour after issue. */
  expiresAt?: number;
  isValid?: boolean;
}

export interface GraphPeer {
  /** Base URL including the API version, like `https://graph.facebook.com/v21.0`. */
  url: string;
  /** A user access token the peer will recognise. */
  issueToken(token: IssuedToken): string;
  /** A one-time authorization code that redeems for a fresh token of `user` at `redirectUri`. */
  issueCode(user: GraphUser, redirectUri: string): string;
  close(): Promise<void>;
}

const VERSION = "/v21.0";

function graphError(response: ServerResponse, status: number, error: Record<string, unknown>): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { fbtrace_id: randomBytes(6).toString("hex"), ...error } }));
}

function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startGraphPeer(app: { appId: string; appSecret: string }): Promise<GraphPeer> {
  const tokens = new Map<string, Required<IssuedToken>>();
  const codes = new Map<string, { user: GraphUser; redirectUri: string }>();
  const appAccessToken = `${app.appId}|${app.appSecret}`;

  const issueToken = (token: IssuedToken): string => {
    const value = `EAA${randomBytes(24).toString("hex")}`;
    tokens.set(value, {
      appId: app.appId,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      isValid: true,
      ...token,
    });
    return value;
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://graph.local");
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname.startsWith(VERSION) ? url.pathname.slice(VERSION.length) : url.pathname;

    if (request.method === "GET" && path === "/debug_token") {
      if (query.access_token !== appAccessToken) {
        return graphError(response, 400, {
          message: "Invalid OAuth access token signature.",
          type: "OAuthException",
          code: 190,
        });
      }
      const token = tokens.get(query.input_token ?? "");
      if (!token) {
        return json(response, {
          data: { error: { code: 190, message: "Invalid OAuth access token." }, is_valid: false, scopes: [] },
        });
      }
      return json(response, {
        data: {
          app_id: token.appId,
          type: "USER",
          application: "Reelhouse",
          data_access_expires_at: token.expiresAt + 90 * 86_400,
          expires_at: token.expiresAt,
          is_valid: token.isValid,
          scopes: ["email", "public_profile"],
          user_id: token.user.id,
        },
      });
    }

    if (request.method === "GET" && path === "/me") {
      const token = tokens.get(query.access_token ?? "");
      if (!token?.isValid) {
        return graphError(response, 400, {
          message: "Invalid OAuth access token data.",
          type: "OAuthException",
          code: 190,
        });
      }
      if (!query.appsecret_proof) {
        return graphError(response, 400, {
          message: "API calls from the server require an appsecret_proof argument",
          type: "GraphMethodException",
          code: 100,
        });
      }
      const proof = createHmac("sha256", app.appSecret)
        .update(query.access_token ?? "")
        .digest("hex");
      if (query.appsecret_proof !== proof) {
        return graphError(response, 400, {
          message: "Invalid appsecret_proof provided in the API argument",
          type: "GraphMethodException",
          code: 100,
        });
      }
      const fields = (query.fields ?? "id").split(",");
      return json(
        response,
        Object.fromEntries(Object.entries(token.user).filter(([field]) => fields.includes(field))),
      );
    }

    if (request.method === "GET" && path === "/oauth/access_token") {
      const issued = codes.get(query.code ?? "");
      if (query.client_id !== app.appId || query.client_secret !== app.appSecret) {
        return graphError(response, 400, {
          message: "Error validating client secret.",
          type: "OAuthException",
          code: 1,
        });
      }
      if (!issued || issued.redirectUri !== query.redirect_uri) {
        return graphError(response, 400, {
          message: "Error validating verification code. Please make sure your redirect_uri is identical.",
          type: "OAuthException",
          code: 100,
        });
      }
      codes.delete(query.code ?? "");
      return json(response, {
        access_token: issueToken({ user: issued.user }),
        token_type: "bearer",
        expires_in: 5183944,
      });
    }

    graphError(response, 400, { message: "Unknown path components", type: "OAuthException", code: 2500 });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${VERSION}`,
    issueToken,
    issueCode(user, redirectUri) {
      const code = `AQ${randomBytes(24).toString("hex")}`;
      codes.set(code, { user, redirectUri });
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
