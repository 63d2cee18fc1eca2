/**
 * Registers a route from its contract definition: method, path, summary and schemas come from the
 * definition, so the route and the typed client cannot drift apart. The handler's request is typed
 * from the definition's schemas and its answer is checked against the 200 response.
 */
import type { EndpointDefinition } from "@reelhouse/contract";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E["params"]>;
  Querystring: Parsed<E["query"]>;
  Body: Parsed<E["body"]>;
  Headers: Parsed<E["headers"]>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E["response"]>>;

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: FastifyContextConfig = {},
): void {
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
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
