/** Wording of the emails and text messages the accounts module sends, from the `emails` catalog part. */
import type { Locale } from "@reelhouse/contract";
import { translator } from "../../lib/i18n.ts";

interface EmailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

function emailCopy(locale: Locale, email: "confirmEmail" | "resetPassword", brand: string): EmailCopy {
  const t = translator(locale);
  return {
    subject: t(`emails.${email}.subject`, { brand }),
    heading: t(`emails.${email}.heading`),
    paragraphs: t(`emails.${email}.paragraphs`, { brand, returnObjects: true }),
    action: t(`emails.${email}.action`),
    footer: t(`emails.${email}.footer`),
  };
}

export function confirmEmailCopy(locale: Locale, brandName: string): EmailCopy {
  return emailCopy(locale, "confirmEmail", brandName);
}

export function resetPasswordCopy(locale: Locale, brandName: string): EmailCopy {
  return emailCopy(locale, "resetPassword", brandName);
}

export function codeSmsText(
  locale: Locale,
  brandName: string,
  code: string,
  purpose: "reset" | "confirm",
): string {
  return translator(locale)(`emails.codeSms.${purpose}`, { brand: brandName, code });
}
