import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorReason,
  type FieldIssue,
  fieldMessageKey,
  type Locale,
} from "@reelhouse/contract";
import type { ServerCatalog } from "@reelhouse/i18n";
import { translator } from "./i18n.ts";

export type ApiMessageKey = keyof ServerCatalog["apiErrors"];
type Values = Record<string, string | number>;

/** A message from the `apiErrors` catalog, worded in the request's language when it is answered. */
export interface ApiMessage<Key extends ApiMessageKey = ApiMessageKey> {
  key: Key;
  values?: Values;
}

/** `emailTaken` → `EMAIL_TAKEN`, as `reasonFromKey` writes it. */
export type ReasonOfKey<Key extends string> = Key extends `${infer Letter}${infer Rest}`
  ? `${Letter extends Lowercase<Letter> ? Uppercase<Letter> : `_${Letter}`}${ReasonOfKey<Rest>}`
  : "";

/**
 * An error's details: a message whose key does not name a reason of the contract's closed list
 * must come with a reason that does.
 */
type DetailsFor<Message> =
  Message extends ApiMessage<infer Key>
    ? ReasonOfKey<Key> extends ErrorReason
      ? [details?: AppErrorDetails]
      : [details: AppErrorDetails & { reason: ErrorReason }]
    : [details?: AppErrorDetails];

/**
 * A field's problem: `message` is either a schema's key (`fieldMessage("phone")`), worded in the
 * request's language with `values` when answered, or text already worded by the service.
 */
export interface FieldProblem extends FieldIssue {
  values?: Values;
}

export interface AppErrorDetails {
  /** Machine-readable cause within the code (`INVALID_CREDENTIALS`); clients branch on it. */
  reason?: ErrorReason;
  fields?: FieldProblem[];
  retryAfterSeconds?: number;
  /** METHOD_NOT_ALLOWED: the methods the path is served with, sent as the `Allow` header. */
  allow?: readonly string[];
}

/**
 * The one error type services throw for anything a client can act on. The error handler turns it
 * into the contract's ErrorBody with the status from `ERROR_STATUS`, in the request's language.
 */
class AppErrorClass extends Error {
  readonly statusCode: number;
  /** The catalog message, when the error has one; `message` is then its English wording, for logs. */
  readonly apiMessage: ApiMessage | null;

  constructor(
    readonly code: ErrorCode,
    message: string | ApiMessage,
    readonly details?: AppErrorDetails,
  ) {
    super(typeof message === "string" ? message : apiText("en", message));
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
    this.apiMessage = typeof message === "string" ? null : message;
  }

  /** What the client reads: the catalog message in `locale`, or the text the service gave. */
  messageIn(locale: Locale): string {
    return this.apiMessage ? apiText(locale, this.apiMessage) : this.message;
  }

  /** Without a reason of its own: named after its catalog key (`crossSite` → `CROSS_SITE`), or its code. */
  get reason(): ErrorReason {
    if (this.details?.reason) return this.details.reason;
    // The constructor's type let in only messages whose key names a listed reason.
    return this.apiMessage ? (reasonFromKey(this.apiMessage.key) as ErrorReason) : this.code;
  }

  /** The field problems, each worded in `locale`. */
  fieldsIn(locale: Locale): FieldIssue[] | undefined {
    return this.details?.fields?.map(({ path, message, values }) => {
      const key = fieldMessageKey(message);
      return { path, message: key ? translator(locale)(`fieldErrors.${key}`, values ?? {}) : message };
    });
  }
}

/**
 * The one error type services throw for anything a client can act on (see `AppErrorClass`); its
 * constructor refuses, at compile time, a message whose key names no reason of the contract's
 * closed list unless the error names one.
 */
export const AppError: {
  new <Message extends string | ApiMessage>(
    code: ErrorCode,
    message: Message,
    ...details: DetailsFor<Message>
  ): AppErrorClass;
  prototype: AppErrorClass;
} = AppErrorClass;
export type AppError = AppErrorClass;

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** `emailTaken` → `EMAIL_TAKEN`: a reason named after the message it comes with. */
export function reasonFromKey<Key extends string>(key: Key): ReasonOfKey<Key> {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as ReasonOfKey<Key>;
}

/** The answer to a guest asking for something only a player may do. */
export function notSignedIn(): AppError {
  return new AppError("UNAUTHORIZED", { key: "signInRequired" }, { reason: "NOT_AUTHENTICATED" });
}

function apiText(locale: Locale, { key, values }: ApiMessage): string {
  return translator(locale)(`apiErrors.${key}`, values ?? {});
}
