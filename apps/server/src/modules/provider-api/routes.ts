/**
 * `POST /provider-api/v1/{provider}/{operation}`. The body is kept as the bytes received, since the
 * signature covers exactly those; it is read as JSON only once the signature matches. Outside the
 * site's API prefixes, so the per-visitor rate limit leaves it alone (a provider's few servers
 * carry every player's calls), and marked as taking no cookies, so the cross-site check does too.
 */
import {
  PROVIDER_API_BASE,
  PROVIDER_API_REFUSALS,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderApiRefusal,
  ProviderApiRefusalBody,
  ProviderApiResponse,
} from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { hasValidSignature } from "./signature.ts";

/** A call is a few hundred bytes; anything much larger is not one, and is not worth hashing. */
const BODY_LIMIT = 16_384;

export async function providerApiRoutes(app: FastifyInstance): Promise<void> {
  const { providerApi } = app;
  // This plugin's own context: the raw-body parser applies to these routes only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string; operation: string }; Body: Buffer | undefined }>(
    `${PROVIDER_API_BASE}/:provider/:operation`,
    {
      config: { csrf: "skip" },
      schema: {
        hide: true,
        params: z.object({ provider: z.string(), operation: z.string() }),
        response: { 200: ProviderApiResponse, 401: ProviderApiRefusalBody, 404: ProviderApiRefusalBody },
      },
    },
    async (request, reply) => {
      const provider = providerApi.provider(request.params.provider);
      if (!provider) return refuse(reply, "UNKNOWN_PROVIDER");
      const { operation } = request.params;
      if (!providerApi.isOperation(operation)) return refuse(reply, "UNKNOWN_OPERATION");
      const body = request.body ?? Buffer.alloc(0);
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      if (!hasValidSignature(provider.secret, body, typeof signature === "string" ? signature : undefined)) {
        return refuse(reply, "INVALID_SIGNATURE");
      }
      const json = parseJson(body);
      const echo = requestUuidOf(json);
      try {
        const { status, ...rest } = await providerApi.answer(provider, operation, json);
        return { status, ...echo, ...rest };
      } catch (error) {
        request.log.error({ err: error, provider: provider.slug, operation }, "provider API call failed");
        return { status: "UNKNOWN_ERROR" as const, ...echo };
      }
    },
  );
}

function refuse(reply: FastifyReply, status: ProviderApiRefusal) {
  return reply.code(PROVIDER_API_REFUSALS[status]).send({ status });
}

/** The body as JSON, or undefined when it is not JSON: the operation's schema then refuses it. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** The call's `request_uuid`, answered back even when the rest of the body is refused. */
function requestUuidOf(json: unknown): { request_uuid?: string } {
  const value = json && typeof json === "object" ? (json as Record<string, unknown>).request_uuid : undefined;
  return typeof value === "string" && value.length > 0 && value.length <= 128 ? { request_uuid: value } : {};
}
