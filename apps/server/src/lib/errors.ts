import { ERROR_STATUS, type ErrorCode, type FieldIssue } from "@reelhouse/contract";

export interface AppErrorDetails {
  /** Machine-readable cause within the code (`INVALID_CREDENTIALS`); clients branch on it. */
  reason?: string;
  fields?: FieldIssue[];
  retryAfterSeconds?: number;
  /** METHOD_NOT_ALLOWED: the methods the path is served with, sent as the `Allow` header. */
  allow?: readonly string[];
}

/**
 * The one error type services throw for anything a client can act on. The error handler turns it
 * into the contract's ErrorBody with the status from `ERROR_STATUS`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: AppErrorDetails,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
