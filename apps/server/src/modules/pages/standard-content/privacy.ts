/**
 * Privacy policy: what the site collects and why, who it goes to, and the player's rights. It
 * describes what this codebase does (the session and language cookies, the providers it talks to);
 * an operator who adds a provider or a cookie updates it.
 */
import { blocks, bullets, POSTAL_ADDRESS, type StandardPageTexts, SUPPORT_EMAIL } from "./text.ts";

export const PRIVACY: StandardPageTexts = {
  en: {
    title: "Privacy policy",
    summary:
      "What {{operator.legalName}} collects when you use {{brand}}, why, who we share it with, and the choices you have.",
    sections: [
      {
        heading: "Who we are",
        body: `{{brand}} is run by {{operator.legalName}} (“we”, “us”), which decides how your personal information is used. This policy covers the site, its games, and the emails and text messages we send you. Questions about it: ${SUPPORT_EMAIL}.`,
      },
      {
        heading: "What we collect",
        body: blocks(
          bullets(
            "**Account:** your email address, phone number and password (stored only as a one-way hash), your language and the version of the terms you accepted.",
            "**Profile:** your name, date of birth, postal address, and the preferences and limits you set.",
            "**Identity verification:** what you give us to prove who you are, before a redemption or whenever the law requires it, such as a photo ID, a selfie and a proof of address, and the result of the check.",
            "**Location:** the country and state your IP address points to and, when you allow it, the location your device reports.",
            "**Device and activity:** your browser and device type, IP address, the pages and games you open, the rounds you play, your purchases and redemptions, and when each happened.",
            "**Payments:** the amount, method and outcome of each purchase. Card and bank details go to the payment provider; we never store full card numbers.",
            "**Messages:** what you write to support, and the emails and text messages we send you.",
          ),
          "The site is for adults: we do not knowingly collect information from anyone under 18.",
        ),
      },
      {
        heading: "Why we use it",
        body: bullets(
          "to open and run your account and the games you play;",
          "to check your age, identity and location, as sweepstakes and anti-money-laundering laws require, and to offer only what is legal where you are;",
          "to take payments, pay prizes and keep records of both;",
          "to prevent fraud, cheating and duplicate accounts, and to keep the site secure;",
          "to apply the limits you set and notice signs that play is causing harm;",
          "to send you messages about your account (confirmation links, codes, new terms) and, if you agree, offers, which you can stop at any time;",
          "to fix problems and improve the site.",
        ),
      },
      {
        heading: "Who we share it with",
        body: blocks(
          "Only what each one needs to do its job for us, under contracts that require them to protect it:",
          bullets(
            "payment providers, to take payments and pay prizes;",
            "identity verification providers, to check your identity, age and documents;",
            "email and SMS providers, to deliver our messages;",
            "hosting, security and fraud-prevention providers;",
            "our professional advisers, and regulators, courts or the police when the law requires it or to protect players and the site;",
            "a buyer of our business, if it is sold, who must then keep to this policy.",
          ),
          "**We do not sell your personal information** and we do not share it for targeted advertising.",
        ),
      },
      {
        heading: "Cookies",
        body: "The site uses only the cookies it needs to work, such as the one that keeps you signed in and the one that remembers your language. None is used for advertising. If we add optional cookies, for example for analytics, we will ask you first.",
      },
      {
        heading: "How long we keep it",
        body: "For as long as your account is open, and after it closes for as long as the law requires us to keep records of identity checks, payments and prizes (usually five years) or a dispute needs them. Then we delete it or make it anonymous.",
      },
      {
        heading: "How we protect it",
        body: "Connections to the site are encrypted, passwords are stored as one-way hashes, and only staff who need personal information can see it. No system is perfectly secure: if a breach puts you at risk, we will tell you as the law requires.",
      },
      {
        heading: "Your rights",
        body: blocks(
          "Depending on the state you live in, you may have the right to:",
          bullets(
            "know what we hold about you and get a copy of it;",
            "have it corrected;",
            "have it deleted: we then close your account and keep only what the law requires us to keep;",
            "stop offers by email or text message at any time, with the link in the email or by replying STOP;",
            "use these rights without being treated differently.",
          ),
          `To use a right, write to ${SUPPORT_EMAIL} from the email address on your account. We confirm it is you, then answer within 45 days.`,
        ),
      },
      {
        heading: "Changes to this policy",
        body: "When we change this policy we publish the new version here with a new effective date, and tell you directly about any important change.",
      },
      {
        heading: "Contact us",
        body: blocks(`Email: ${SUPPORT_EMAIL}`, "Post:", POSTAL_ADDRESS),
      },
    ],
  },
  es: {
    title: "Política de privacidad",
    summary:
      "Qué datos recopila {{operator.legalName}} cuando usas {{brand}}, para qué, con quién los compartimos y qué opciones tienes.",
    sections: [
      {
        heading: "Quiénes somos",
        body: `{{brand}} está gestionado por {{operator.legalName}} («nosotros»), que decide cómo se usan tus datos personales. Esta política cubre el sitio, sus juegos y los correos electrónicos y mensajes de texto que te enviamos. Preguntas sobre ella: ${SUPPORT_EMAIL}.`,
      },
      {
        heading: "Qué datos recopilamos",
        body: blocks(
          bullets(
            "**Cuenta:** tu correo electrónico, tu número de teléfono y tu contraseña (guardada solo como hash irreversible), tu idioma y la versión de los términos que aceptaste.",
            "**Perfil:** tu nombre, tu fecha de nacimiento, tu dirección postal y las preferencias y los límites que fijas.",
            "**Verificación de identidad:** lo que nos das para demostrar quién eres, antes de un canje o cuando la ley lo exige, como un documento de identidad con foto, una selfi y un comprobante de domicilio, y el resultado de la comprobación.",
            "**Ubicación:** el país y el estado que indica tu dirección IP y, si lo permites, la ubicación que informa tu dispositivo.",
            "**Dispositivo y actividad:** tu navegador y tipo de dispositivo, tu dirección IP, las páginas y los juegos que abres, las rondas que juegas, tus compras y canjes, y cuándo ocurrió cada cosa.",
            "**Pagos:** el importe, el método y el resultado de cada compra. Los datos de tu tarjeta y de tu banco van al proveedor de pagos; nunca guardamos números de tarjeta completos.",
            "**Mensajes:** lo que escribes a soporte y los correos electrónicos y mensajes de texto que te enviamos.",
          ),
          "El sitio es para adultos: no recopilamos a sabiendas datos de menores de 18 años.",
        ),
      },
      {
        heading: "Para qué los usamos",
        body: bullets(
          "para abrir y gestionar tu cuenta y los juegos a los que juegas;",
          "para comprobar tu edad, tu identidad y tu ubicación, como exigen las leyes de sorteos y contra el blanqueo de capitales, y ofrecerte solo lo que es legal donde estás;",
          "para cobrar los pagos, pagar los premios y llevar un registro de ambos;",
          "para prevenir el fraude, las trampas y las cuentas duplicadas, y mantener el sitio seguro;",
          "para aplicar los límites que fijas y detectar señales de que el juego te está haciendo daño;",
          "para enviarte mensajes sobre tu cuenta (enlaces de confirmación, códigos, términos nuevos) y, si aceptas, ofertas, que puedes dejar de recibir cuando quieras;",
          "para resolver problemas y mejorar el sitio.",
        ),
      },
      {
        heading: "Con quién los compartimos",
        body: blocks(
          "Solo lo que cada uno necesita para hacer su trabajo para nosotros, con contratos que le obligan a protegerlo:",
          bullets(
            "proveedores de pagos, para cobrar los pagos y pagar los premios;",
            "proveedores de verificación de identidad, para comprobar tu identidad, tu edad y tus documentos;",
            "proveedores de correo electrónico y SMS, para entregar nuestros mensajes;",
            "proveedores de alojamiento, seguridad y prevención del fraude;",
            "nuestros asesores profesionales, y las autoridades, los tribunales o la policía cuando la ley lo exige o para proteger a los jugadores y el sitio;",
            "quien compre nuestro negocio, si se vende, que deberá respetar esta política.",
          ),
          "**No vendemos tus datos personales** ni los compartimos para publicidad dirigida.",
        ),
      },
      {
        heading: "Cookies",
        body: "El sitio usa solo las cookies que necesita para funcionar, como la que mantiene tu sesión iniciada y la que recuerda tu idioma. Ninguna se usa para publicidad. Si añadimos cookies opcionales, por ejemplo de analítica, te pediremos permiso antes.",
      },
      {
        heading: "Cuánto tiempo los conservamos",
        body: "Mientras tu cuenta esté abierta y, después de cerrarla, el tiempo que la ley nos obliga a guardar los registros de verificaciones de identidad, pagos y premios (normalmente cinco años) o el que necesite una disputa. Después los eliminamos o los anonimizamos.",
      },
      {
        heading: "Cómo los protegemos",
        body: "Las conexiones con el sitio van cifradas, las contraseñas se guardan como hashes irreversibles y solo el personal que lo necesita puede ver datos personales. Ningún sistema es perfectamente seguro: si una brecha te pone en riesgo, te avisaremos como exige la ley.",
      },
      {
        heading: "Tus derechos",
        body: blocks(
          "Según el estado donde vivas, puedes tener derecho a:",
          bullets(
            "saber qué datos tenemos sobre ti y obtener una copia;",
            "corregirlos;",
            "eliminarlos: en ese caso cerramos tu cuenta y guardamos solo lo que la ley nos obliga a guardar;",
            "dejar de recibir ofertas por correo electrónico o mensaje de texto en cualquier momento, con el enlace del correo o respondiendo STOP;",
            "ejercer estos derechos sin recibir un trato distinto.",
          ),
          `Para ejercer un derecho, escribe a ${SUPPORT_EMAIL} desde el correo electrónico de tu cuenta. Confirmamos que eres tú y respondemos en un plazo de 45 días.`,
        ),
      },
      {
        heading: "Cambios en esta política",
        body: "Cuando cambiamos esta política, publicamos aquí la versión nueva con una nueva fecha de entrada en vigor y te avisamos directamente de cualquier cambio importante.",
      },
      {
        heading: "Contacto",
        body: blocks(`Correo electrónico: ${SUPPORT_EMAIL}`, "Correo postal:", POSTAL_ADDRESS),
      },
    ],
  },
};
