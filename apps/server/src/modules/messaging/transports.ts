/** What a delivery channel needs from whatever carries its messages: SMTP, Twilio, the outbox. */

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +15555550123. */
  to: string;
  body: string;
}

export interface EmailTransport {
  /** Names the transport in logs. */
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/**
 * A message the transport could not hand over. `details` are safe to log: status codes and
 * provider error codes, never the message body or the full recipient.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly details: Readonly<Record<string, string | number | undefined>> = {},
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}
