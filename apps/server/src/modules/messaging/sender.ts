/**
 * Who an email is from (ADR 091): the operator behind its brand, so each brand's players see that
 * brand's name and address, and replies reach that brand's support. MAIL_FROM, when an operator
 * sets it, replaces the address of every brand (and the name too, if it gives one).
 */
import type { Brand } from "@reelhouse/contract/brands";
import type { MessagingConfig } from "../../config/env.ts";
import type { MailAddress } from "./transports.ts";

export function senderOf(
  brand: Brand,
  override: MessagingConfig["mailFrom"],
): { from: MailAddress; replyTo: string } {
  const own = brand.operator.mailFrom;
  return {
    from: override ? { name: override.name ?? own.name, address: override.address } : own,
    replyTo: brand.operator.supportEmail,
  };
}

/** `"Name" <address>`, the display name quoted (RFC 5322) whatever characters it holds. */
export function formatAddress({ name, address }: MailAddress): string {
  return `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}
