/**
 * Registers a route from its contract definition: method, path, summary and schemas come from the
 * definition, so the route and the typed client cannot drift apart. The handler's request is typed
 * from the definition's schemas and its answer is checked against the 200 response.
 *
 * The success envelope is added here, once. A definition whose 200 response is exactly
 * `z.object({ success: z.literal(true), data: Data })` answers with the envelope: its handler
 * returns only the data, and `route` sends `{ success: true, data }`. A response of exactly
 * `z.object({ success: z.literal(true) })` is the envelope without data: its handler returns
 * nothing. Any other response (the catalogue, health, the sign-in answer with its `statusCode`,
 * `{ success, gameMode }`, …) is not the envelope and its handler returns the whole body. The shape is
 * read from the schema once, when the route is registered, and the handler's type follows the same
 * rule, so a handler cannot return the envelope twice or forget it.
 */
import type { EndpointDefinition } from "@reelhouse/contract";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E["params"]>;
  Querystring: Parsed<E["query"]>;
  Body: Parsed<E["body"]>;
  Headers: Parsed<E["headers"]>;
}>;

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What the handler of a response schema resolves to: the envelope's data, nothing, or the whole body. */
export type HandlerAnswer<Response> =
  Response extends z.ZodObject<infer Shape>
    ? Shape extends { success: z.ZodLiteral<true> }
      ? SameKeys<keyof Shape, "success" | "data"> extends true
        ? Promise<z.input<Shape["data"]>>
        : SameKeys<keyof Shape, "success"> extends true
          ? Promise<void>
          : Promise<z.input<Response>>
      : Promise<z.input<Response>>
    : Response extends z.ZodType
      ? Promise<z.input<Response>>
      : never;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => HandlerAnswer<E["response"]>;

type Envelope = "data" | "success-only" | "none";

/** The runtime side of `HandlerAnswer`: which envelope, if any, a response schema is. */
export function envelopeOf(response: z.ZodType): Envelope {
  if (!(response instanceof z.ZodObject)) return "none";
  const { success, ...rest } = response.shape as Record<string, z.ZodType>;
  const isTrue = success instanceof z.ZodLiteral && success.values.size === 1 && success.value === true;
  if (!isTrue) return "none";
  const others = Object.keys(rest);
  if (others.length === 0) return "success-only";
  return others.length === 1 && others[0] === "data" ? "data" : "none";
}

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: FastifyContextConfig = {},
): void {
  const answer = handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const envelope = envelopeOf(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler:
      envelope === "none"
        ? answer
        : async (request, reply) => {
            const data = await answer(request, reply);
            return envelope === "data" ? { success: true, data } : { success: true };
          },
  });
}
