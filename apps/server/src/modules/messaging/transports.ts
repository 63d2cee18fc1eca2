/** What a delivery channel needs from whatever carries its messages: SMTP, Twilio, the outbox. */
import type { Brand } from "@reelhouse/contract/brands";

/** An email as a module hands it over: the brand it speaks for decides its sender. */
export interface OutgoingEmail {
  to: string;
  brand: Brand;
  subject: string;
  text: string;
  html?: string;
}

/** A mailbox as headers name it. */
export interface MailAddress {
  name: string;
  address: string;
}

/** An email with its sender settled, as a transport carries it. */
export interface AddressedEmail extends Omit<OutgoingEmail, "brand"> {
  from: MailAddress;
  replyTo: string;
  /** Marketing only: the https URL that unsubscribes the recipient in one click (RFC 8058). */
  unsubscribeUrl?: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +15555550123. */
  to: string;
  body: string;
}

export interface EmailTransport {
  /** Names the transport in logs. */
  readonly name: string;
  send(email: AddressedEmail): Promise<void>;
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
