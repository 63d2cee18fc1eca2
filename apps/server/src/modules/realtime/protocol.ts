/**
 * Centrifugo's bidirectional client protocol, JSON format (protocol v2): one or more commands per
 * WebSocket frame, newline-separated; each command has an `id` and one method field, and its
 * reply repeats the `id` with either the method's result or an `error`. A server ping is an empty
 * object, and so is the client's pong. Publications travel as `push`es with no `id`.
 */

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
}
export interface SubscribeRequest {
  channel?: string;
  token?: string;
}
export interface ChannelRequest {
  channel?: string;
}
export interface RefreshRequest {
  token?: string;
}
export interface SubRefreshRequest {
  channel?: string;
  token?: string;
}

/** The methods this gateway answers; any other one gets error 104 (method not found). */
export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: ChannelRequest;
  refresh?: RefreshRequest;
  sub_refresh?: SubRefreshRequest;
  publish?: unknown;
  send?: unknown;
  [method: string]: unknown;
}

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** Reply errors, with Centrifugo's codes and texts. The client retries temporary ones and 109. */
export const ERRORS = {
  internal: { code: 100, message: "internal server error", temporary: true },
  unauthorized: { code: 101, message: "unauthorized" },
  unknownChannel: { code: 102, message: "unknown channel" },
  permissionDenied: { code: 103, message: "permission denied" },
  methodNotFound: { code: 104, message: "method not found" },
  alreadySubscribed: { code: 105, message: "already subscribed" },
  limitExceeded: { code: 106, message: "limit exceeded" },
  badRequest: { code: 107, message: "bad request" },
  tokenExpired: { code: 109, message: "token expired" },
  /** A subscription refresh with an expired token: temporary, so the client fetches another. */
  expired: { code: 110, message: "expired", temporary: true },
} as const satisfies Record<string, ProtocolError>;

export interface Disconnect {
  code: number;
  reason: string;
}

/**
 * WebSocket close codes, with Centrifugo's meanings: the client reconnects after 3000-3499 and
 * 4000-4499 and gives up after 3500-3999 and 4500-4999.
 */
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: "shutdown" },
  internal: { code: 3004, reason: "internal server error" },
  expired: { code: 3005, reason: "connection expired" },
  slow: { code: 3008, reason: "slow" },
  insufficientState: { code: 3010, reason: "insufficient state" },
  noPong: { code: 3012, reason: "no pong" },
  /** The client reconnects with a new token from `getToken`, which a signed-out tab cannot get. */
  stateInvalidated: { code: 3014, reason: "state invalidated" },
  invalidToken: { code: 3500, reason: "invalid token" },
  badRequest: { code: 3501, reason: "bad request" },
  stale: { code: 3502, reason: "stale" },
  forceNoReconnect: { code: 3503, reason: "force disconnect" },
} as const satisfies Record<string, Disconnect>;

/** The commands of one frame; null when the frame is not protocol JSON at all. */
export function parseCommands(frame: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of frame.split("\n")) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return null;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    commands.push(value as Command);
  }
  return commands;
}

/** One line of a frame; a frame's lines are joined with "\n". */
export const encode = (reply: unknown): string => JSON.stringify(reply);

/** A publication to `channel`, as the client receives it; encoded once for every subscriber. */
export function publicationFrame(channel: string, data: unknown): string {
  return encode({ push: { channel, pub: { data } } });
}

/** The server's ping: an empty object. */
export const PING_FRAME = "{}";
