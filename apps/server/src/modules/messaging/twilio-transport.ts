import { DeliveryError, type SmsTransport } from "./transports.ts";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service / alphanumeric sender id. */
  from: string;
  /** `https://api.twilio.com`, or a stand-in that speaks the same API. */
  apiUrl: string;
  timeoutMs?: number;
}

/** A player waits on the request that sends the code. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** SMS through Twilio's Messages REST API: one form-encoded POST per message, HTTP basic auth. */
export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization, accept: "application/json" },
          body: new URLSearchParams({ To: sms.to, From: options.from, Body: sms.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        const reason = (error as Error).name === "TimeoutError" ? "timed out" : "could not be reached";
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        throw new DeliveryError(`Twilio ${reason}`, { cause });
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      throw await twilioError(response);
    },
  };
}

/**
 * Twilio answers errors with `{ code, message, more_info, status }`. Its message can quote the
 * phone number, so the log keeps the numeric code, which `more_info` explains.
 */
async function twilioError(response: Response): Promise<DeliveryError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; more_info?: unknown } | null;
  return new DeliveryError("Twilio refused the message", {
    status: response.status,
    twilioCode: typeof body?.code === "number" ? body.code : undefined,
    moreInfo: typeof body?.more_info === "string" ? body.more_info : undefined,
  });
}
