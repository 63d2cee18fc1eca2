/**
 * One error handler for the whole API: every 4xx answer follows the contract's ErrorBody, every
 * 5xx is logged with its request id and answered without its internal text.
 */
import {
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
} from "@reelhouse/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, isAppError } from "../lib/errors.ts";

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
  const body: ErrorBody = {
    success: false,
    statusCode: error.statusCode,
    error: {
      code: error.code,
      message: error.message,
      requestId: request.id,
      // Without a finer cause the code itself is the reason, so every error body carries one.
      reason: error.details?.reason ?? error.code,
      ...(error.details?.fields ? { fields: error.details.fields } : {}),
    },
    ...(request.routeOptions.config.messageInData ? { data: { message: error.message } } : {}),
  };
  if (error.details?.retryAfterSeconds) reply.header("retry-after", String(error.details.retryAfterSeconds));
  if (error.details?.allow) reply.header("allow", error.details.allow.join(", "));
  return reply.code(error.statusCode).type("application/json; charset=utf-8").send(body);
}

/** Maps anything thrown inside a request to the AppError the client will see. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldIssue[] = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
      message: issue.message ?? "Invalid value",
    }));
    return new AppError("VALIDATION_FAILED", "Some fields are not valid", { fields });
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS.get(status) ?? "BAD_REQUEST";
    return new AppError(code, (error as Error).message || "Bad request");
  }
  if (status === 503) return new AppError("UNAVAILABLE", "Service temporarily unavailable");
  return new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: appError.code, message: appError.message }, "request rejected");
    }
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new AppError("NOT_FOUND", `No route for ${request.method} ${request.url}`)),
  );
}

export default fp(errorHandlerPlugin, { name: "error-handler" });
