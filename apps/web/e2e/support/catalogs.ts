/**
 * What the player reads, taken from the catalogs the site itself renders: a reworded message
 * changes the tests with it. The specs import translations from here only.
 */
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";

export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** The site's messages per language, and where that language's pages live. */
export const ui = {
  en: { ...en, prefix: "" },
  es: { ...es, prefix: "/es" },
} as const;

/**
 * What the accounts API answers and the site shows as it comes (toasts, field errors). The web may
 * not import the server's catalog, so these few are copied from it until both sides share one.
 */
const apiMessages = {
  en: {
    wrongCredentials: "Incorrect email or password.",
    tooManyAttempts: "Too many sign-in attempts",
    underage: "You must be 18 or older to play.",
  },
  es: {
    wrongCredentials: "Correo electrónico o contraseña incorrectos.",
    tooManyAttempts: "Demasiados intentos de inicio de sesión",
    underage: "Debes tener 18 años o más para jugar.",
  },
} as const;

export function apiMessage(lang: Language, key: keyof (typeof apiMessages)["en"]): string {
  return apiMessages[lang][key];
}
