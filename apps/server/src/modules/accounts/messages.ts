/** What the accounts API tells players, in each site language. */
import type { Locale } from "@reelhouse/contract";

const MESSAGES = {
  signedIn: { en: "Welcome back!", es: "¡Bienvenido de nuevo!" },
  signedUp: { en: "Your account is ready.", es: "Tu cuenta está lista." },
  wrongCredentials: {
    en: "Incorrect email or password.",
    es: "Correo electrónico o contraseña incorrectos.",
  },
  tooManyAttempts: {
    en: "Too many sign-in attempts. Try again {when}.",
    es: "Demasiados intentos de inicio de sesión. Vuelve a intentarlo {when}.",
  },
  emailTaken: {
    en: "An account with this email already exists. Sign in instead.",
    es: "Ya existe una cuenta con este correo electrónico. Inicia sesión.",
  },
  commonPassword: {
    en: "This password is too common. Choose another one.",
    es: "Esta contraseña es demasiado común. Elige otra.",
  },
  passwordIsEmail: {
    en: "Your password must not be your email address.",
    es: "Tu contraseña no puede ser tu correo electrónico.",
  },
  termsOutdated: {
    en: "Our terms have changed. Please review and accept the current version.",
    es: "Nuestros términos han cambiado. Revisa y acepta la versión actual.",
  },
  accountBlocked: {
    en: "This account is closed. Contact support for help.",
    es: "Esta cuenta está cerrada. Contacta con soporte para obtener ayuda.",
  },
  linkInvalid: {
    en: "This link is invalid or has expired. Request a new one.",
    es: "Este enlace no es válido o ha caducado. Solicita uno nuevo.",
  },
  codeInvalid: {
    en: "That code is not right or has expired. Check it or request a new one.",
    es: "El código no es correcto o ha caducado. Revísalo o solicita uno nuevo.",
  },
  codeAttemptsExhausted: {
    en: "Too many wrong codes. Request a new code.",
    es: "Demasiados códigos incorrectos. Solicita un código nuevo.",
  },
  codeSentRecently: {
    en: "We just sent a code. You can ask for another {when}.",
    es: "Acabamos de enviar un código. Puedes pedir otro {when}.",
  },
  underage: { en: "You must be 18 or older to play.", es: "Debes tener 18 años o más para jugar." },
  birthdayInFuture: { en: "Enter a real date of birth.", es: "Introduce una fecha de nacimiento real." },
  phoneTaken: {
    en: "This phone number belongs to another account.",
    es: "Este número de teléfono pertenece a otra cuenta.",
  },
  noPhone: {
    en: "Add your phone number to your profile first.",
    es: "Primero añade tu número de teléfono a tu perfil.",
  },
  alreadyConfirmed: { en: "Already confirmed.", es: "Ya está confirmado." },
  socialEmailMissing: {
    en: "We need your email address. Allow email access and try again, or sign up with email.",
    es: "Necesitamos tu correo electrónico. Permite el acceso al correo e inténtalo de nuevo, o regístrate con correo.",
  },
  socialStateMismatch: {
    en: "The sign-in did not complete. Please try again.",
    es: "El inicio de sesión no se completó. Inténtalo de nuevo.",
  },
  socialLinkedElsewhere: {
    en: "This sign-in is already linked to another account.",
    es: "Este inicio de sesión ya está vinculado a otra cuenta.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** "in 45 seconds", "in 15 minutes", "dentro de 1 segundo": when a refused request may be retried. */
export function retryWhen(locale: Locale, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  return seconds < 90 ? format.format(seconds, "second") : format.format(Math.ceil(seconds / 60), "minute");
}
