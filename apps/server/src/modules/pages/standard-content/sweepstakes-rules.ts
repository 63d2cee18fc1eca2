/**
 * Sweepstakes rules: no purchase necessary, the free ways to get entries (the mail-in request, or
 * alternative method of entry, to the operator's postal address), who may take part and how
 * prizes are redeemed. The eligible and excluded states are the geo rules as they are when the
 * page is served; the welcome grant, the play-through and the mail-in entries and limits come from
 * the configuration (the same values the mail-in credit applies). The redemption minimums are the
 * operator's to set here.
 */
import { blocks, bullets, link, note, type StandardPageTexts, SUPPORT_EMAIL, steps } from "./text.ts";

export const SWEEPSTAKES_RULES: StandardPageTexts = {
  en: {
    title: "Sweepstakes rules",
    summary:
      "No purchase necessary to enter or win. A purchase does not increase your chances of winning. Void where prohibited.",
    sections: [
      {
        heading: "No purchase necessary",
        body: blocks(
          "**NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT OF ANY KIND WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED BY LAW.**",
          `These rules explain the sweepstakes on {{brand}}: how to get entries free, how they are played and how prizes are redeemed. They are part of our ${link("Terms and conditions", "/page/terms")}; where the two differ about the sweepstakes, these rules apply.`,
        ),
      },
      {
        heading: "Sponsor",
        body: blocks(
          "The sweepstakes are sponsored by {{operator.legalName}} (the “Sponsor”):",
          note("{{operator.legalName}}", "{{operator.address}}"),
        ),
      },
      {
        heading: "Who may take part",
        body: blocks(
          "The sweepstakes are open only to legal residents of the United States who are at least 18 years old, or 21 where the law of their state requires it, and who are located in an eligible state when they play.",
          bullets("**Eligible states:** {{states.eligible}}.", "**Excluded states:** {{states.excluded}}."),
          "Residents of the excluded states, and anyone located in one, cannot play with or redeem entries; where the site is offered there, they may still play with coins for fun.",
          "Employees of the Sponsor, its affiliates and its prize and payment providers, and members of their households, may not take part. The sweepstakes are void where prohibited or restricted by law.",
        ),
      },
      {
        heading: "Coins and entries",
        body: blocks(
          "The site has two currencies. **Coins** are for fun play in TournamentPoints mode: they have no value and can never be redeemed. **Entries** are sweepstakes entries, played in SweepStakes mode: they cannot be bought, only received free in the ways below, and entries you win can be redeemed for prizes.",
          "A coin package buys coins only; the entries that come with it are a free bonus. Everyone has the same free ways to get entries, and an entry counts the same however you got it.",
        ),
      },
      {
        heading: "Free ways to get entries",
        body: bullets(
          "**Welcome grant:** every new account receives {{welcome.entries}} entries free.",
          "**With coin packages:** free entries come with coin packages, as shown when you buy.",
          "**Promotions:** from time to time we give free entries through daily rewards, social media and other offers, each with its own terms.",
          "**By mail:** you can ask for free entries by post, as the next section explains. A request by mail gives you the same entries as any other way.",
        ),
      },
      {
        heading: "Free entries by mail",
        body: blocks(
          "This is the sweepstakes' alternative method of entry (AMOE). To receive free entries by mail:",
          steps(
            `Open a {{brand}} account, if you do not have one yet, and get a mail-in code on the ${link("Free entries by mail", "/mail-in")} page (for example RH-7K3Q-9MZD).`,
            "Take a plain card or sheet of paper, about 4\u00a0×\u00a06 inches (10\u00a0×\u00a015\u00a0cm), and write on it by hand: your full name, your postal address, the email address of your account, your mail-in code, and the sentence “I would like to receive free sweepstakes entries from {{brand}}.”",
            "Put the card, alone, in a stamped envelope with your return address, and mail it to:",
          ),
          note("{{operator.legalName}}", "Free entry requests: {{brand}}", "{{operator.address}}"),
          "For each request that follows these rules we add **{{mailIn.entries}} entries** to your account, usually within 10 business days of receiving it. We email you when they are added, and the Free entries by mail page shows the code as credited.",
          bullets(
            "Each code can be used once and is valid for {{mailIn.codeDays}} days from when you get it: the envelope must be postmarked by its last day.",
            "You may hold up to {{mailIn.waitingCodes}} unused codes at a time; once one is credited or expires, you can get another.",
            "One request per envelope, and one request per person per day, counted by postmark date: of several cards postmarked the same day, one is credited. You may send as many envelopes as you like, each mailed separately with its own postage.",
            "Requests must be handwritten by the account holder and sent by post from the United States. Copies, printed or machine-made requests, and requests delivered by courier or by hand are not accepted.",
            "A request that is incomplete, illegible, made for someone else, carries a code that is missing, expired, already used or not the account holder's, or is received after the sweepstakes end is void. We are not responsible for mail that is lost, late or damaged.",
            "Entries received by mail are played and redeemed under these rules like any other entries.",
          ),
        ),
      },
      {
        heading: "Playing entries",
        body: blocks(
          "Switch to SweepStakes mode to play with entries. Each game shows its rules; the outcome of every round is decided at random, and your chance of winning is the same whether or not you have ever made a purchase.",
          "Free entries must be played before they can be redeemed: your entry bets must add up to at least {{entries.playThrough}} the free entries you received. Entries you win can be redeemed straight away.",
        ),
      },
      {
        heading: "Redeeming prizes",
        body: bullets(
          "Each redeemable entry is worth US$1.00 in prizes.",
          "You can redeem once you have at least **50** redeemable entries for a cash prize, paid to a bank account in your name.",
          "Before your first redemption we verify your identity, age, address and location, and may ask for a photo ID, a selfie and a proof of address. Prizes are paid only to the verified account holder.",
          "We review a redemption within 3 business days of a complete verification and then pay it; your bank may take a few more days.",
          "Prizes cannot be transferred or exchanged. The Sponsor may replace a prize with one of equal or greater value.",
          "Winners are responsible for any taxes. If your prizes in a calendar year reach US$600 or more, we ask for your taxpayer details and report the prizes to the IRS as the law requires.",
        ),
      },
      {
        heading: "Disqualification",
        body: "The Sponsor may disqualify a player, void entries and withhold prizes if the player is not eligible, gives false information, has more than one account, hides their location, uses bots or colludes with others, or otherwise breaks these rules or the Terms and conditions.",
      },
      {
        heading: "General conditions",
        body: blocks(
          "If fraud, a technical failure, a change in the law or anything else beyond the Sponsor's control affects the sweepstakes, the Sponsor may change, suspend or end them, or change these rules. Changes apply from their publication here with a new effective date. Entries you hold when the sweepstakes end can still be redeemed under these rules.",
          "By taking part you release the Sponsor, its affiliates and their staff from liability for any loss that comes from taking part or from accepting a prize, as far as the law allows.",
          `These rules are governed by the same law as our ${link("Terms and conditions", "/page/terms")}.`,
        ),
      },
      {
        heading: "Questions",
        body: `Write to ${SUPPORT_EMAIL}. Send mail-in entry requests only to the address under “Free entries by mail”.`,
      },
    ],
  },
  es: {
    title: "Reglas del sorteo",
    summary:
      "No es necesario comprar para participar ni para ganar. Una compra no aumenta tus probabilidades de ganar. Nulo donde la ley lo prohíba.",
    sections: [
      {
        heading: "No es necesario comprar",
        body: blocks(
          "**NO ES NECESARIO COMPRAR NADA PARA PARTICIPAR NI PARA GANAR. UNA COMPRA O UN PAGO DE CUALQUIER TIPO NO AUMENTA TUS PROBABILIDADES DE GANAR. NULO DONDE LA LEY LO PROHÍBA.**",
          `Estas reglas explican los sorteos de {{brand}}: cómo conseguir entradas gratis, cómo se juegan y cómo se canjean los premios. Forman parte de nuestros ${link("Términos y condiciones", "/page/terms")}; si ambos difieren sobre los sorteos, se aplican estas reglas.`,
        ),
      },
      {
        heading: "Patrocinador",
        body: blocks(
          "Los sorteos están patrocinados por {{operator.legalName}} (el «Patrocinador»):",
          note("{{operator.legalName}}", "{{operator.address}}"),
        ),
      },
      {
        heading: "Quién puede participar",
        body: blocks(
          "Los sorteos están abiertos solo a residentes legales de los Estados Unidos que tengan al menos 18 años, o 21 cuando la ley de su estado lo exija, y que estén en un estado participante cuando juegan.",
          bullets(
            "**Estados participantes:** {{states.eligible}}.",
            "**Estados excluidos:** {{states.excluded}}.",
          ),
          "Los residentes de los estados excluidos, y cualquier persona que se encuentre en uno de ellos, no pueden jugar con entradas ni canjearlas; si el sitio se ofrece allí, pueden seguir jugando con monedas por diversión.",
          "No pueden participar los empleados del Patrocinador, de sus empresas vinculadas ni de sus proveedores de premios y pagos, ni las personas que viven en su mismo hogar. Los sorteos son nulos donde la ley los prohíba o restrinja.",
        ),
      },
      {
        heading: "Monedas y entradas",
        body: blocks(
          "El sitio tiene dos monedas de juego. Las **monedas** son para jugar por diversión en el modo Puntos de torneo (TournamentPoints): no tienen valor y nunca se pueden canjear. Las **entradas** son participaciones en los sorteos y se juegan en el modo Sorteos (SweepStakes): no se pueden comprar, solo recibir gratis de las formas que se indican abajo, y las entradas que ganas se pueden canjear por premios.",
          "Un paquete de monedas compra solo monedas; las entradas que lo acompañan son un bono gratuito. Todos tienen las mismas formas gratuitas de conseguir entradas, y una entrada vale lo mismo sin importar cómo la obtuviste.",
        ),
      },
      {
        heading: "Formas gratuitas de conseguir entradas",
        body: bullets(
          "**Bono de bienvenida:** cada cuenta nueva recibe {{welcome.entries}} entradas gratis.",
          "**Con los paquetes de monedas:** los paquetes de monedas incluyen entradas gratis, como se indica al comprar.",
          "**Promociones:** de vez en cuando regalamos entradas con recompensas diarias, en redes sociales y en otras ofertas, cada una con sus propias condiciones.",
          "**Por correo postal:** puedes pedir entradas gratis por correo, como explica la sección siguiente. Una solicitud por correo te da las mismas entradas que cualquier otra forma.",
        ),
      },
      {
        heading: "Entradas gratis por correo postal",
        body: blocks(
          "Este es el método alternativo de participación en los sorteos (AMOE, por sus siglas en inglés). Para recibir entradas gratis por correo:",
          steps(
            `Abre una cuenta en {{brand}}, si todavía no tienes una, y consigue un código de correo en la página ${link("Entradas gratis por correo", "/mail-in")} (por ejemplo, RH-7K3Q-9MZD).`,
            "Toma una tarjeta o una hoja de papel sin nada impreso, de unos 10\u00a0×\u00a015\u00a0cm (4\u00a0×\u00a06 pulgadas), y escribe a mano: tu nombre completo, tu dirección postal, el correo electrónico de tu cuenta, tu código de correo y la frase «Quiero recibir entradas gratis para los sorteos de {{brand}}».",
            "Mete la tarjeta, sola, en un sobre con sello y con tu dirección como remitente, y envíala a:",
          ),
          note("{{operator.legalName}}", "Solicitudes de entradas gratis: {{brand}}", "{{operator.address}}"),
          "Por cada solicitud que cumpla estas reglas, añadimos **{{mailIn.entries}} entradas** a tu cuenta, normalmente en un plazo de 10 días hábiles desde que la recibimos. Te avisamos por correo electrónico cuando las añadimos, y la página Entradas gratis por correo muestra el código como acreditado.",
          bullets(
            "Cada código sirve una sola vez y es válido durante {{mailIn.codeDays}} días desde que lo consigues: el sobre debe llevar matasellos de, como muy tarde, su último día.",
            "Puedes tener hasta {{mailIn.waitingCodes}} códigos sin usar a la vez; cuando uno se acredita o caduca, puedes conseguir otro.",
            "Una solicitud por sobre, y una solicitud por persona y día, contada por la fecha del matasellos: de varias tarjetas con matasellos del mismo día, se acredita una. Puedes enviar todos los sobres que quieras, cada uno por separado y con su propio franqueo.",
            "Las solicitudes deben estar escritas a mano por el titular de la cuenta y enviarse por correo postal desde los Estados Unidos. No se aceptan copias, solicitudes impresas o hechas a máquina, ni las entregadas por mensajería o en mano.",
            "Una solicitud incompleta, ilegible, hecha para otra persona, con un código que falta, caducado, ya usado o que no es del titular de la cuenta, o recibida después de que terminen los sorteos es nula. No respondemos del correo perdido, retrasado o dañado.",
            "Las entradas recibidas por correo se juegan y se canjean según estas reglas, como cualquier otra entrada.",
          ),
        ),
      },
      {
        heading: "Cómo se juegan las entradas",
        body: blocks(
          "Cambia al modo Sorteos para jugar con entradas. Cada juego muestra sus reglas; el resultado de cada ronda se decide al azar y tus probabilidades de ganar son las mismas tanto si has comprado alguna vez como si no.",
          "Las entradas gratis deben jugarse antes de poder canjearlas: tus apuestas con entradas deben sumar al menos {{entries.playThrough}} las entradas gratis que recibiste. Las entradas que ganas se pueden canjear de inmediato.",
        ),
      },
      {
        heading: "Canje de premios",
        body: bullets(
          "Cada entrada canjeable equivale a 1,00 US$ en premios.",
          "Puedes hacer un canje cuando tengas al menos **50** entradas canjeables, por un premio en efectivo que se paga en una cuenta bancaria a tu nombre.",
          "Antes de tu primer canje verificamos tu identidad, tu edad, tu dirección y tu ubicación, y podemos pedirte un documento de identidad con foto, una selfi y un comprobante de domicilio. Los premios se pagan solo al titular verificado de la cuenta.",
          "Revisamos cada canje en un plazo de 3 días hábiles desde que la verificación está completa y después lo pagamos; tu banco puede tardar unos días más.",
          "Los premios no se pueden transferir ni cambiar. El Patrocinador puede sustituir un premio por otro de valor igual o mayor.",
          "Los ganadores son responsables de sus impuestos. Si tus premios de un año natural suman 600 US$ o más, te pedimos tus datos fiscales y declaramos los premios al IRS como exige la ley.",
        ),
      },
      {
        heading: "Descalificación",
        body: "El Patrocinador puede descalificar a un jugador, anular entradas y retener premios si el jugador no cumple los requisitos, da información falsa, tiene más de una cuenta, oculta su ubicación, usa bots o se pone de acuerdo con otros, o incumple de otro modo estas reglas o los Términos y condiciones.",
      },
      {
        heading: "Condiciones generales",
        body: blocks(
          "Si un fraude, un fallo técnico, un cambio de la ley o cualquier otra causa ajena al Patrocinador afecta a los sorteos, el Patrocinador puede modificarlos, suspenderlos o darlos por terminados, o cambiar estas reglas. Los cambios se aplican desde que se publican aquí con una nueva fecha de entrada en vigor. Las entradas que tengas cuando terminen los sorteos se podrán seguir canjeando según estas reglas.",
          "Al participar, eximes al Patrocinador, a sus empresas vinculadas y a su personal de responsabilidad por cualquier pérdida derivada de tu participación o de aceptar un premio, en la medida en que la ley lo permita.",
          `Estas reglas se rigen por la misma ley que nuestros ${link("Términos y condiciones", "/page/terms")}.`,
        ),
      },
      {
        heading: "Preguntas",
        body: `Escribe a ${SUPPORT_EMAIL}. Envía las solicitudes de entradas por correo solo a la dirección indicada en «Entradas gratis por correo postal».`,
      },
    ],
  },
};
