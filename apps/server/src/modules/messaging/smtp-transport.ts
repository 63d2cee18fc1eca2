import nodemailer from "nodemailer";
import { DeliveryError, type EmailTransport } from "./transports.ts";

/**
 * A player waits on the request that sends the mail, so a slow relay must fail in seconds, not in
 * nodemailer's default minutes.
 */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Email over SMTP. `smtpUrl` is `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…`
 * (TLS). Each email names its own sender: brands send from their own addresses.
 */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS_MS });
  return {
    name: "smtp",
    async send(email) {
      try {
        await transporter.sendMail({
          // A copy: nodemailer writes into the address objects it is given, and the brand's are frozen.
          from: { ...email.from },
          replyTo: email.replyTo,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // RFC 8058: mail clients offer "unsubscribe" and POST to the URL without opening a page.
          ...(email.unsubscribeUrl
            ? {
                headers: {
                  "List-Unsubscribe": `<${email.unsubscribeUrl}>`,
                  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
                },
              }
            : {}),
        });
      } catch (error) {
        // The relay's reply text often quotes the recipient, so only its codes are kept.
        const { code, responseCode, command } = error as {
          code?: string;
          responseCode?: number;
          command?: string;
        };
        throw new DeliveryError("The SMTP relay did not take the message", { code, responseCode, command });
      }
    },
    async close() {
      transporter.close();
    },
  };
}
