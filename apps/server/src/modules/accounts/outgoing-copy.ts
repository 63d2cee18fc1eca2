/** Wording of the emails and text messages the accounts module sends, per site language. */
import type { Locale } from "@reelhouse/contract";

interface EmailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

export function confirmEmailCopy(locale: Locale, brandName: string): EmailCopy {
  return locale === "es"
    ? {
        subject: `Confirma tu correo electrónico de ${brandName}`,
        heading: "Confirma tu correo electrónico",
        paragraphs: [
          `Gracias por unirte a ${brandName}. Pulsa el botón para confirmar que este correo es tuyo.`,
          "El enlace caduca en 24 horas.",
        ],
        action: "Confirmar correo",
        footer: "Si no creaste una cuenta, ignora este mensaje.",
      }
    : {
        subject: `Confirm your ${brandName} email`,
        heading: "Confirm your email",
        paragraphs: [
          `Thanks for joining ${brandName}. Press the button to confirm this email address is yours.`,
          "The link expires in 24 hours.",
        ],
        action: "Confirm email",
        footer: "If you did not create an account, ignore this message.",
      };
}

export function resetPasswordCopy(locale: Locale, brandName: string): EmailCopy {
  return locale === "es"
    ? {
        subject: `Restablece tu contraseña de ${brandName}`,
        heading: "Restablece tu contraseña",
        paragraphs: [
          "Recibimos una solicitud para restablecer tu contraseña. Pulsa el botón para elegir una nueva.",
          "El enlace caduca en 1 hora y solo se puede usar una vez.",
        ],
        action: "Elegir una contraseña nueva",
        footer: "Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.",
      }
    : {
        subject: `Reset your ${brandName} password`,
        heading: "Reset your password",
        paragraphs: [
          "We received a request to reset your password. Press the button to choose a new one.",
          "The link expires in 1 hour and works once.",
        ],
        action: "Choose a new password",
        footer: "If you did not ask for this, ignore this message: your password stays the same.",
      };
}

export function codeSmsText(
  locale: Locale,
  brandName: string,
  code: string,
  purpose: "reset" | "confirm",
): string {
  if (locale === "es") {
    const what = purpose === "reset" ? "restablecer tu contraseña" : "confirmar tu teléfono";
    return `${brandName}: tu código para ${what} es ${code}. Caduca en 10 minutos.`;
  }
  const what = purpose === "reset" ? "reset your password" : "confirm your phone";
  return `${brandName}: your code to ${what} is ${code}. It expires in 10 minutes.`;
}
