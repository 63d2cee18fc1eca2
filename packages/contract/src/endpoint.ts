/**
 * One API call, defined once. The server registers its route from the definition (method, path,
 * schemas) and the web's typed client calls it through the same definition, so a path, a field or
 * a response shape cannot drift between the two.
 *
 * Paths use Fastify's syntax (`/rest/game/:slug/play/`); `endpointPath` fills the parameters in.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  /** One line for the API reference. */
  readonly summary: string;
  /** Reference grouping (usually the module name). */
  readonly tags?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Request headers the call requires (names in lower case); the client sends them through `via.headers`. */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 200 answer. Errors always answer with `ErrorBody`. */
  readonly response: z.ZodType;
  /** Statuses besides 200 this call is expected to answer with (documentation and client typing). */
  readonly errors?: readonly number[];
}

/** Keeps the literal types of a definition (method, path, schemas) for the server and the client. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller supplies: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = (E["params"] extends z.ZodType
  ? { params: InputOf<E["params"]> }
  : { params?: never }) &
  (E["query"] extends z.ZodType ? { query?: InputOf<E["query"]> } : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: never });

/** The parsed 200 answer. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E["response"]>;

/** The concrete path of a call: `:name` segments replaced by their encoded values. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
