/**
 * One API call, defined once. Each module's `routes.ts` says where a call lives (method and path);
 * its `endpoints.ts` adds the schemas. The server registers its route from the whole definition and
 * validates what comes in and what goes out with it. The browser calls through each module's typed
 * routes (`accountsApi`, gathered in `client.ts`): the same method and path with the schemas' types
 * but not the schemas, so a page loads no validation code it does not use, and a path, a field or a
 * response shape still cannot drift between the two (ADR 090).
 *
 * Paths use Fastify's syntax (`/rest/game/:slug/play/`); `endpointPath` fills the parameters in.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Where a call lives. */
export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

/** A module's calls by name (`routes.ts`). */
export type RouteTable = Readonly<Record<string, Route>>;

export interface EndpointDefinition extends Route {
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

declare const definitionType: unique symbol;

/**
 * A call as the browser knows it: its route, and its definition as a type only (never set), which
 * types the input and the answer.
 */
export interface ClientEndpoint<E extends EndpointDefinition = EndpointDefinition> extends Route {
  readonly method: E["method"];
  readonly path: E["path"];
  readonly [definitionType]?: E;
}

/**
 * A module's routes typed by its definitions, for `callApi`; at run time, the routes themselves.
 */
export function typeRoutes<Definitions extends Record<string, EndpointDefinition>>(
  routes: {
    readonly [Name in keyof Definitions]: Pick<Definitions[Name], "method" | "path">;
  },
): { readonly [Name in keyof Definitions]: ClientEndpoint<Definitions[Name]> } {
  return routes;
}

/** The definition behind a client endpoint. */
export type DefinitionOf<C extends ClientEndpoint> = NonNullable<C[typeof definitionType]>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller supplies: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = (E["params"] extends z.ZodType
  ? { params: InputOf<E["params"]> }
  : { params?: never }) &
  (E["query"] extends z.ZodType ? { query?: InputOf<E["query"]> } : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: never });

/** The parsed 200 answer. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E["response"]>;

/** What a client endpoint takes and answers. */
export type ClientInput<C extends ClientEndpoint> = EndpointInput<DefinitionOf<C>>;
export type ClientResponse<C extends ClientEndpoint> = EndpointResponse<DefinitionOf<C>>;

/** The concrete path of a call: `:name` segments replaced by their encoded values. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
