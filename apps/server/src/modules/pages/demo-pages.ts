import type { PageRow } from "./repo.ts";

type DemoPage = Omit<PageRow, "updatedAt">;

/** The editorial pages a fresh site starts with, in both languages. Operators edit them afterwards. */
export const DEMO_PAGES: DemoPage[] = [
  {
    slug: "terms",
    locale: "en",
    title: "Terms and conditions",
    summary: "The rules that apply when you use the site and play its games.",
    sections: [
      {
        heading: "Who may play",
        body: "You must be at least 18 years old and located in a region where the games are offered. One account per person.",
      },
      {
        heading: "Coins and entries",
        body: "Coins are for entertainment only and have no cash value. Entries are sweepstakes entries given free with coin packages or through free methods of entry, and may be redeemed for prizes once verified.",
      },
      {
        heading: "Fair play",
        body: "Game outcomes come from a certified random number generator. Abuse, collusion or the use of automated tools closes the account and forfeits its balances.",
      },
    ],
  },
  {
    slug: "terms",
    locale: "es",
    title: "Términos y condiciones",
    summary: "Las reglas que se aplican cuando usas el sitio y juegas a sus juegos.",
    sections: [
      {
        heading: "Quién puede jugar",
        body: "Debes tener al menos 18 años y estar en una región donde se ofrecen los juegos. Una cuenta por persona.",
      },
      {
        heading: "Monedas y entradas",
        body: "Las monedas son solo para entretenimiento y no tienen valor monetario. Las entradas son participaciones de sorteo que se entregan gratis con los paquetes de monedas o por métodos gratuitos, y pueden canjearse por premios una vez verificada la cuenta.",
      },
      {
        heading: "Juego limpio",
        body: "Los resultados provienen de un generador de números aleatorios certificado. El abuso, la colusión o el uso de herramientas automáticas cierran la cuenta y anulan sus saldos.",
      },
    ],
  },
  {
    slug: "privacy",
    locale: "en",
    title: "Privacy policy",
    summary: "What we collect, why, and the choices you have.",
    sections: [
      {
        heading: "What we collect",
        body: "Your account details, the games you play, your purchases and the device information needed to keep the service secure.",
      },
      {
        heading: "Why",
        body: "To run your account, to verify your identity and location as the law requires, to prevent fraud and to improve the games.",
      },
      {
        heading: "Your choices",
        body: "You can download or delete your data from your account settings, and withdraw consent for optional cookies at any time.",
      },
    ],
  },
  {
    slug: "privacy",
    locale: "es",
    title: "Política de privacidad",
    summary: "Qué recopilamos, por qué y qué opciones tienes.",
    sections: [
      {
        heading: "Qué recopilamos",
        body: "Los datos de tu cuenta, los juegos que juegas, tus compras y la información del dispositivo necesaria para mantener el servicio seguro.",
      },
      {
        heading: "Por qué",
        body: "Para gestionar tu cuenta, verificar tu identidad y ubicación como exige la ley, prevenir el fraude y mejorar los juegos.",
      },
      {
        heading: "Tus opciones",
        body: "Puedes descargar o eliminar tus datos desde la configuración de tu cuenta y retirar el consentimiento de las cookies opcionales cuando quieras.",
      },
    ],
  },
  {
    slug: "sweepstakes-rules",
    locale: "en",
    title: "Sweepstakes rules",
    summary: "How entries are given, played and redeemed.",
    sections: [
      {
        heading: "No purchase necessary",
        body: "Entries come free with coin packages, as daily rewards, and by mail-in request. A purchase never improves your chances of winning.",
      },
      {
        heading: "Redeeming",
        body: "Entries won in SweepStakes mode can be redeemed for prizes after your identity is verified. Redemptions are reviewed within 3 business days.",
      },
    ],
  },
  {
    slug: "sweepstakes-rules",
    locale: "es",
    title: "Reglas del sorteo",
    summary: "Cómo se entregan, juegan y canjean las entradas.",
    sections: [
      {
        heading: "No es necesario comprar",
        body: "Las entradas se obtienen gratis con los paquetes de monedas, como recompensas diarias y por solicitud postal. Una compra nunca mejora tus probabilidades de ganar.",
      },
      {
        heading: "Canjear",
        body: "Las entradas ganadas en el modo SweepStakes pueden canjearse por premios una vez verificada tu identidad. Los canjes se revisan en un plazo de 3 días hábiles.",
      },
    ],
  },
  {
    slug: "responsible-play",
    locale: "en",
    title: "Responsible play",
    summary: "Tools that keep play fun: limits, reminders and breaks.",
    sections: [
      {
        heading: "Set your limits",
        body: "Choose daily, weekly or monthly purchase limits, and activity reminders that tell you how long you have been playing.",
      },
      {
        heading: "Take a break",
        body: "Cool off for a few days or exclude yourself for longer. During a break you cannot sign in or buy coins.",
      },
      {
        heading: "Get help",
        body: "If playing stops being fun, or you spend more time or money than you meant to, talk to someone. The National Problem Gambling Helpline, 1-800-GAMBLER (1-800-426-2537), is free and confidential, 24 hours a day, and can put you in touch with help where you live.",
      },
    ],
  },
  {
    slug: "responsible-play",
    locale: "es",
    title: "Juego responsable",
    summary: "Herramientas para que el juego siga siendo divertido: límites, recordatorios y pausas.",
    sections: [
      {
        heading: "Fija tus límites",
        body: "Elige límites de compra diarios, semanales o mensuales y recordatorios de actividad que te indiquen cuánto tiempo llevas jugando.",
      },
      {
        heading: "Tómate un descanso",
        body: "Haz una pausa de unos días o autoexclúyete durante más tiempo. Durante la pausa no puedes iniciar sesión ni comprar monedas.",
      },
      {
        heading: "Pide ayuda",
        body: "Si jugar deja de ser divertido, o gastas más tiempo o dinero del que querías, habla con alguien. La línea nacional de ayuda para el juego problemático, 1-800-GAMBLER (1-800-426-2537), es gratuita y confidencial, las 24 horas, y puede ponerte en contacto con ayuda donde vives.",
      },
    ],
  },
];
