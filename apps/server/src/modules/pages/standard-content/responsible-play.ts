/**
 * Responsible play: habits, warning signs, the tools the site has (purchase limits on
 * /game/responsible-play; breaks and self-exclusion through support, until the site offers them
 * itself) and where to find help.
 */
import { blocks, bullets, HELPLINE, link, type StandardPageTexts, SUPPORT_EMAIL } from "./text.ts";

const NCPG = "https://www.ncpgambling.org/";
const GAMBLERS_ANONYMOUS = "https://www.gamblersanonymous.org/";
const GAMTALK = "https://www.gamtalk.org/";
const PURCHASE_LIMITS = "/game/responsible-play";

export const RESPONSIBLE_PLAY: StandardPageTexts = {
  en: {
    title: "Responsible play",
    summary: "Habits and tools that keep play fun: limits, breaks, self-exclusion, and where to find help.",
    sections: [
      {
        heading: "Play for fun",
        body: blocks(
          "{{brand}} is entertainment. A few habits keep it that way:",
          bullets(
            "decide before you play how much time and money you will spend, and stop when you reach it;",
            "never chase losses or play to win back money;",
            "don't play when you are upset, tired or have been drinking;",
            "take regular breaks, and keep time for the other things you enjoy;",
            "remember that coins are for fun and entries are a sweepstakes: neither is a way to earn money.",
          ),
        ),
      },
      {
        heading: "Warning signs",
        body: blocks(
          "Play may be turning into a problem if you:",
          bullets(
            "spend more money or time than you meant to, or more than you can afford;",
            "borrow money, sell things or leave bills unpaid to keep playing;",
            "feel you have to keep playing to win back what you lost;",
            "hide how much you play from family or friends;",
            "feel restless, irritable or low when you try to play less;",
            "play to escape problems or difficult feelings;",
            "neglect work, study or the people close to you.",
          ),
          "If any of this sounds familiar, use the tools below and talk to someone. Help is free and confidential.",
        ),
      },
      {
        heading: "Set your limits",
        body: `Signed in, you can ${link("set daily, weekly and monthly purchase limits", PURCHASE_LIMITS)}. A lower limit applies at once. A higher limit, or removing one, only applies after a waiting period, so a decision made in the moment cannot undo it.`,
      },
      {
        heading: "Take a break",
        body: `If you want to step away for a while, write to ${SUPPORT_EMAIL} from the email address on your account and ask for a break of 1 day to 6 weeks. For that time you cannot sign in, buy coins or play, and we stop sending you offers. Your account reopens when the break ends.`,
      },
      {
        heading: "Self-exclusion",
        body: blocks(
          `If you need a longer break, you can exclude yourself for 6 months, 1 year, 5 years or for good. Write to ${SUPPORT_EMAIL} from the email address on your account with the period you choose; we act on it as soon as we receive it. While you are excluded:`,
          bullets(
            "your account is closed and you cannot open a new one;",
            "you cannot buy coins or play, and we stop all marketing to you;",
            `we pay out the entries you are eligible to redeem, under the ${link("Sweepstakes rules", "/page/sweepstakes-rules")};`,
            "the exclusion cannot be shortened or lifted before it ends.",
          ),
          "Consider excluding yourself from other gaming sites too, and blocking them on your devices.",
        ),
      },
      {
        heading: "Get help",
        body: blocks(
          `If playing stops being fun, or you spend more time or money than you meant to, talk to someone. The National Problem Gambling Helpline, ${HELPLINE}, is free and confidential, 24 hours a day, and can put you in touch with help where you live.`,
          "These organisations offer free support and information:",
          bullets(
            `${link("National Council on Problem Gambling", NCPG)}: the helpline, chat and text support, and treatment near you.`,
            `${link("Gamblers Anonymous", GAMBLERS_ANONYMOUS)}: meetings, in person and online, with people who have been through it.`,
            `${link("GamTalk", GAMTALK)}: an anonymous online community, open day and night.`,
          ),
        ),
      },
      {
        heading: "Keep minors away",
        body: "Playing is for adults only. If children use your devices, keep your password to yourself, sign out when you finish, and consider filtering software that blocks gaming sites.",
      },
    ],
  },
  es: {
    title: "Juego responsable",
    summary:
      "Hábitos y herramientas para que el juego siga siendo divertido: límites, pausas, autoexclusión y dónde encontrar ayuda.",
    sections: [
      {
        heading: "Juega por diversión",
        body: blocks(
          "{{brand}} es entretenimiento. Algunos hábitos ayudan a que siga siéndolo:",
          bullets(
            "decide antes de jugar cuánto tiempo y cuánto dinero vas a dedicar, y para cuando llegues al límite;",
            "no intentes nunca recuperar lo perdido ni juegues para ganar dinero;",
            "no juegues si estás alterado, cansado o has bebido;",
            "haz pausas a menudo y guarda tiempo para las demás cosas que te gustan;",
            "recuerda que las monedas son para divertirse y las entradas son un sorteo: ninguna de las dos es una forma de ganar dinero.",
          ),
        ),
      },
      {
        heading: "Señales de alerta",
        body: blocks(
          "El juego puede estar convirtiéndose en un problema si:",
          bullets(
            "gastas más dinero o más tiempo del que pensabas, o más del que puedes permitirte;",
            "pides dinero prestado, vendes cosas o dejas facturas sin pagar para seguir jugando;",
            "sientes que tienes que seguir jugando para recuperar lo que perdiste;",
            "ocultas a tu familia o a tus amigos cuánto juegas;",
            "te sientes inquieto, irritable o decaído cuando intentas jugar menos;",
            "juegas para escapar de los problemas o de emociones difíciles;",
            "descuidas el trabajo, los estudios o a las personas cercanas.",
          ),
          "Si algo de esto te resulta familiar, usa las herramientas que siguen y habla con alguien. La ayuda es gratuita y confidencial.",
        ),
      },
      {
        heading: "Fija tus límites",
        body: `Con tu sesión iniciada, puedes ${link("fijar límites de compra diarios, semanales y mensuales", PURCHASE_LIMITS)}. Un límite más bajo se aplica de inmediato. Uno más alto, o quitar un límite, solo se aplica tras un periodo de espera, para que una decisión tomada en el momento no pueda deshacerlo.`,
      },
      {
        heading: "Tómate un descanso",
        body: `Si quieres alejarte un tiempo, escribe a ${SUPPORT_EMAIL} desde el correo electrónico de tu cuenta y pide una pausa de entre 1 día y 6 semanas. Durante ese tiempo no puedes iniciar sesión, comprar monedas ni jugar, y dejamos de enviarte ofertas. Tu cuenta se reabre cuando termina la pausa.`,
      },
      {
        heading: "Autoexclusión",
        body: blocks(
          `Si necesitas una pausa más larga, puedes autoexcluirte durante 6 meses, 1 año, 5 años o para siempre. Escribe a ${SUPPORT_EMAIL} desde el correo electrónico de tu cuenta indicando el periodo que eliges; lo aplicamos en cuanto lo recibimos. Mientras estés autoexcluido:`,
          bullets(
            "tu cuenta está cerrada y no puedes abrir otra;",
            "no puedes comprar monedas ni jugar, y dejamos de enviarte publicidad;",
            `te pagamos las entradas que puedas canjear, según las ${link("Reglas del sorteo", "/page/sweepstakes-rules")};`,
            "la autoexclusión no se puede acortar ni levantar antes de que termine.",
          ),
          "Plantéate también autoexcluirte de otros sitios de juego y bloquearlos en tus dispositivos.",
        ),
      },
      {
        heading: "Pide ayuda",
        body: blocks(
          `Si jugar deja de ser divertido, o gastas más tiempo o dinero del que querías, habla con alguien. La línea nacional de ayuda para el juego problemático, ${HELPLINE}, es gratuita y confidencial, las 24 horas, y puede ponerte en contacto con ayuda donde vives.`,
          "Estas organizaciones ofrecen apoyo e información gratuitos (sus sitios web están principalmente en inglés):",
          bullets(
            `${link("National Council on Problem Gambling", NCPG)}: la línea de ayuda, chat y mensajes de texto, y tratamiento cerca de ti.`,
            `${link("Gamblers Anonymous", GAMBLERS_ANONYMOUS)}: reuniones, presenciales y en línea, con personas que han pasado por lo mismo.`,
            `${link("GamTalk", GAMTALK)}: una comunidad en línea anónima, abierta de día y de noche.`,
          ),
        ),
      },
      {
        heading: "Protege a los menores",
        body: "El juego es solo para adultos. Si hay niños que usan tus dispositivos, no compartas tu contraseña, cierra la sesión al terminar y plantéate instalar un programa de filtrado que bloquee los sitios de juego.",
      },
    ],
  },
};
