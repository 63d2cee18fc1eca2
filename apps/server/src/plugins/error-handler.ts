/**
 * One error handler for the whole API: every 4xx answer follows the contract's ErrorBody, every
 * 5xx is logged with its request id and answered without its internal text.
 */
import {
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldMessageKey,
  fieldMessage,
  fieldMessageKey,
} from "@reelhouse/contract";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/faults.ts";
import { AppError, type FieldProblem, isAppError } from "../lib/errors.ts";
import { requestLocale } from "../lib/request-locale.ts";

/**
 * How long a client is asked to wait after a database outage: long enough for the pool to open
 * fresh connections or a failover to finish, short enough that a retry soon succeeds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  ERROR_CODES.filter((code) => code !== "VALIDATION_FAILED").map((code) => [ERROR_STATUS[code], code]),
);

declare module "fastify" {
  interface FastifyContextConfig {
    /** Spec §7: sign-in clients read a failure's message from `data.message` too. */
    messageInData?: boolean;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const locale = requestLocale(request);
  const message = error.messageIn(locale);
  const fields = error.fieldsIn(locale);
  const body: ErrorBody = {
    success: false,
    statusCode: error.statusCode,
    error: {
      code: error.code,
      message,
      requestId: request.id,
      // Without a finer cause the code itself is the reason, so every error body carries one.
      reason: error.reason,
      ...(fields ? { fields } : {}),
    },
    ...(request.routeOptions.config.messageInData ? { data: { message } } : {}),
  };
  if (error.details?.retryAfterSeconds) reply.header("retry-after", String(error.details.retryAfterSeconds));
  if (error.details?.allow) reply.header("allow", error.details.allow.join(", "));
  return reply.code(error.statusCode).type("application/json; charset=utf-8").send(body);
}

/** Maps anything thrown inside a request to the AppError the client will see. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map(
      (issue): FieldProblem => ({
        path: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        ...fieldMessageOf(issue),
      }),
    );
    return new AppError(
      "VALIDATION_FAILED",
      { key: "fieldsInvalid" },
      { fields, reason: "VALIDATION_FAILED" },
    );
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS.get(status) ?? "BAD_REQUEST";
    // Fastify's own refusals (a malformed JSON body, an unsupported media type) are English only.
    return new AppError(code, (error as Error).message || "Bad request");
  }
  if (status === 503) return new AppError("UNAVAILABLE", { key: "unavailable" }, { reason: "UNAVAILABLE" });
  // A lost connection is no bug of the request: it was undone, and the client may send it again.
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      "UNAVAILABLE",
      { key: "unavailable" },
      { reason: "UNAVAILABLE", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    );
  }
  return new AppError("INTERNAL", { key: "internal" }, { reason: "INTERNAL" });
}

type ZodIssue = FastifySchemaValidationError & { keyword: string; params: Record<string, unknown> };

/**
 * A schema's own message key, or a key for zod's wording of the rule, with the limits it names:
 * `too_small` on a string of at least 8 is `tooShort` with `minimum: 8`.
 */
function fieldMessageOf(issue: ZodIssue): Pick<FieldProblem, "message" | "values"> {
  const limits = pickNumbers(issue.params, ["minimum", "maximum"]);
  const own = fieldMessageKey(issue.message);
  if (own) {
    // A refinement's limits travel in its own `params` (`tooManyKeys` with `maximum`).
    const refinement = (issue.params.params ?? {}) as Record<string, unknown>;
    return {
      message: fieldMessage(own),
      values: { ...limits, ...pickNumbers(refinement, ["minimum", "maximum"]) },
    };
  }
  const origin = issue.params.origin;
  const byKind = (text: FieldMessageKey, number: FieldMessageKey, list: FieldMessageKey) =>
    origin === "string" ? text : origin === "array" || origin === "set" ? list : number;
  const key = ((): FieldMessageKey => {
    switch (issue.keyword) {
      case "too_small":
        return origin === "string" && limits.minimum === 1
          ? "required"
          : byKind("tooShort", "tooSmall", "tooFew");
      case "too_big":
        return byKind("tooLong", "tooBig", "tooMany");
      case "invalid_type":
        // zod names an absent value only in its English text.
        return /received undefined$/.test(issue.message ?? "") ? "required" : "invalidType";
      case "invalid_format":
        return issue.params.format === "email" ? "email" : issue.params.format === "url" ? "url" : "invalid";
      case "invalid_value":
        return "notAllowed";
      case "unrecognized_keys":
        return "unknownField";
      default:
        return "invalid";
    }
  })();
  return { message: fieldMessage(key), values: limits };
}

function pickNumbers(params: Record<string, unknown>, names: string[]): Record<string, number> {
  const picked: Record<string, number> = {};
  for (const name of names) {
    const value = params[name];
    if (typeof value === "number" || typeof value === "bigint") picked[name] = Number(value);
  }
  return picked;
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: appError.code, reason: appError.reason }, "request rejected");
    }
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new AppError("NOT_FOUND", { key: "noRoute", values: { method: request.method, path: request.url } }),
    ),
  );
}

export default fp(errorHandlerPlugin, { name: "error-handler" });
