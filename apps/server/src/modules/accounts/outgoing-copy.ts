/** Wording of the emails and text messages the accounts module sends, from the `emails` catalog part. */
import type { Locale } from "@reelhouse/contract";
import { translator } from "../../lib/i18n.ts";

interface EmailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  footer: string;
  /** Why the recipient got the email (the layout's footer). */
  reason: string;
}

function emailCopy(locale: Locale, email: "confirmEmail" | "resetPassword", brand: string): EmailCopy {
  const t = translator(locale);
  return {
    subject: t(`emails.${email}.subject`, { brand }),
    heading: t(`emails.${email}.heading`),
    paragraphs: t(`emails.${email}.paragraphs`, { brand, returnObjects: true }),
    action: t(`emails.${email}.action`),
    footer: t(`emails.${email}.footer`),
    reason: t(`emails.${email}.reason`, { brand }),
  };
}

export function confirmEmailCopy(locale: Locale, brandName: string): EmailCopy {
  return emailCopy(locale, "confirmEmail", brandName);
}

export function resetPasswordCopy(locale: Locale, brandName: string): EmailCopy {
  return emailCopy(locale, "resetPassword", brandName);
}

/**
 * A code by SMS: the brand's name first, so the player knows who texts them, in one GSM-7 segment
 * (160 characters; the copy avoids accents outside GSM-7, which would halve that to 70).
 */
export function codeSmsText(
  locale: Locale,
  brandName: string,
  code: string,
  purpose: "reset" | "confirm",
): string {
  return translator(locale)(`emails.codeSms.${purpose}`, { brand: brandName, code });
}
