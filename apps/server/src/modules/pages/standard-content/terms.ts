/**
 * Terms and conditions: the agreement a player accepts (the terms version of accounts/terms.ts).
 * A starting point for the operator's counsel, not legal advice: the governing-law section names
 * the State of Delaware, where the placeholder operators are registered.
 */
import { blocks, bullets, link, POSTAL_ADDRESS, type StandardPageTexts, SUPPORT_EMAIL } from "./text.ts";

export const TERMS: StandardPageTexts = {
  en: {
    title: "Terms and conditions",
    summary:
      "The agreement between you and {{operator.legalName}} when you use {{brand}}: who may play, how coins and entries work, and what each of us can expect.",
    sections: [
      {
        heading: "About these terms",
        body: blocks(
          `{{brand}} is a social casino run by {{operator.legalName}} (“we”, “us”). These terms are an agreement between you and us. By opening an account or using the site you accept them, together with the ${link("Sweepstakes rules", "/page/sweepstakes-rules")}, the ${link("Privacy policy", "/page/privacy")} and the ${link("Responsible play", "/page/responsible-play")} page, which are part of them.`,
          "When we change these terms we publish a new version here with a new effective date. If a change affects you, we ask you to accept the new version the next time you use the site, and you can keep playing once you do.",
        ),
      },
      {
        heading: "Who may play",
        body: blocks(
          "You may open an account and play only if:",
          bullets(
            "you are at least 18 years old, or older where the law where you live sets a higher age;",
            "you live in, and play from, a place where the site is offered. Sweepstakes play with entries is not offered in {{states.excluded}};",
            "you are not an employee, officer or contractor of {{operator.legalName}} or its affiliates, or a member of their household;",
            "you play for yourself, not for a business or on someone else's behalf.",
          ),
          "We check age, identity and location, and may ask for documents at any time. If you do not meet these conditions we may close your account.",
        ),
      },
      {
        heading: "Your account",
        body: bullets(
          "**One account per person.** A second account, or an account in someone else's name, is closed together with its balances.",
          "Keep your details accurate and up to date: prizes are paid only to the verified account holder.",
          `Keep your password to yourself. You are responsible for what happens in your account; tell us at once at ${SUPPORT_EMAIL} if you think someone else has used it.`,
          "Your account is personal. You may not sell, share or transfer it, or its coins or entries.",
        ),
      },
      {
        heading: "Coins and entries",
        body: blocks(
          "{{brand}} has two currencies. You choose which one you play with by switching the game mode.",
          bullets(
            "**Coins** are for fun play, in TournamentPoints mode. They have no cash value, cannot be redeemed for prizes or money, and cannot be sold or transferred. You get coins free (every new account receives {{welcome.coins}}) and you can buy more in coin packages.",
            `**Entries** are sweepstakes entries, played in SweepStakes mode. Entries are never sold: they are given free, including as a bonus with coin packages and by mail, as the ${link("Sweepstakes rules", "/page/sweepstakes-rules")} explain. Entries you win can be redeemed for prizes under those rules.`,
          ),
          "Coins and entries are not money and are not your property: they are a limited licence to use the games, which ends when your account closes.",
        ),
      },
      {
        heading: "Buying coins",
        body: blocks(
          "Coin packages are for entertainment. Prices are in US dollars. The free entries shown with a package are a bonus: buying coins never improves your chance of winning a prize.",
          "A purchase is final once the coins are in your account, except where the law gives you a right to a refund. If you reverse a payment through your bank (a chargeback), we may suspend the account until the matter is settled and take back the coins and free entries that came with the payment.",
          `You can set daily, weekly and monthly purchase limits at any time: see ${link("Responsible play", "/page/responsible-play")}.`,
        ),
      },
      {
        heading: "Fair play",
        body: blocks(
          "Every game result is decided at random on our servers, and our own games let you check each round afterwards.",
          "You may not:",
          bullets(
            "use bots, scripts or any other automated tool;",
            "collude with other players, or let anyone else use your account;",
            "use a VPN, a proxy or any other means to hide where you are;",
            "take advantage of a fault in a game or in the site (if you find one, please tell us);",
            "use the site to launder money or to commit fraud.",
          ),
          "If you do, we may void the plays concerned, take back coins and entries, withhold prizes and close the account.",
        ),
      },
      {
        heading: "Responsible play",
        body: `Play for fun, with money and time you can afford to spend. You can set purchase limits, take a break or exclude yourself: our ${link("Responsible play", "/page/responsible-play")} page explains how, and where to find help.`,
      },
      {
        heading: "Closing your account",
        body: blocks(
          `You can close your account at any time by writing to ${SUPPORT_EMAIL} from the email address on the account. Redeem any entries you are eligible to redeem first: coins and unredeemed entries are lost when an account closes.`,
          "We may suspend or close an account if you break these terms or the Sweepstakes rules, if the law requires it, or if we stop offering the site. Unless we close it for fraud or a serious breach, we first pay out the entries you are eligible to redeem.",
        ),
      },
      {
        heading: "Changes to the site",
        body: "We may change, add or remove games, features and promotions, and stop offering the site in some places. We give notice of changes that affect your account where we can.",
      },
      {
        heading: "Limitation of liability",
        body: blocks(
          "The site and its games are provided “as is”. We do not promise that they will always be available or free of errors, and a malfunction voids the plays and payouts it affects.",
          "As far as the law allows, we are not liable for indirect or consequential loss, and our total liability to you is limited to what you paid us for coins in the 12 months before your claim. Nothing in these terms limits a liability the law does not allow us to limit.",
        ),
      },
      {
        heading: "Governing law and disputes",
        body: blocks(
          "These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules.",
          `If something goes wrong, write to us first at ${SUPPORT_EMAIL}: most problems are solved there. If we cannot settle a dispute within 30 days, it goes to the state or federal courts located in Delaware, unless the law where you live gives you the right to bring it there.`,
        ),
      },
      {
        heading: "Contact us",
        body: blocks(`Email: ${SUPPORT_EMAIL}`, "Post:", POSTAL_ADDRESS),
      },
    ],
  },
  es: {
    title: "Términos y condiciones",
    summary:
      "El acuerdo entre tú y {{operator.legalName}} cuando usas {{brand}}: quién puede jugar, cómo funcionan las monedas y las entradas, y qué puede esperar cada parte.",
    sections: [
      {
        heading: "Sobre estos términos",
        body: blocks(
          `{{brand}} es un casino social gestionado por {{operator.legalName}} («nosotros»). Estos términos son un acuerdo entre tú y nosotros. Al abrir una cuenta o usar el sitio los aceptas, junto con las ${link("Reglas del sorteo", "/page/sweepstakes-rules")}, la ${link("Política de privacidad", "/page/privacy")} y la página de ${link("Juego responsable", "/page/responsible-play")}, que forman parte de ellos.`,
          "Cuando cambiamos estos términos, publicamos aquí una versión nueva con una nueva fecha de entrada en vigor. Si el cambio te afecta, te pedimos que aceptes la versión nueva la próxima vez que uses el sitio, y puedes seguir jugando en cuanto lo hagas.",
        ),
      },
      {
        heading: "Quién puede jugar",
        body: blocks(
          "Puedes abrir una cuenta y jugar solo si:",
          bullets(
            "tienes al menos 18 años, o más si la ley del lugar donde vives fija una edad mayor;",
            "vives en un lugar donde se ofrece el sitio y juegas desde allí. El juego de sorteos con entradas no se ofrece en {{states.excluded}};",
            "no eres empleado, directivo ni contratista de {{operator.legalName}} o de sus empresas vinculadas, ni vives en el mismo hogar que uno de ellos;",
            "juegas por tu cuenta, no para una empresa ni en nombre de otra persona.",
          ),
          "Comprobamos la edad, la identidad y la ubicación, y podemos pedirte documentos en cualquier momento. Si no cumples estas condiciones, podemos cerrar tu cuenta.",
        ),
      },
      {
        heading: "Tu cuenta",
        body: bullets(
          "**Una cuenta por persona.** Una segunda cuenta, o una cuenta a nombre de otra persona, se cierra junto con sus saldos.",
          "Mantén tus datos correctos y al día: los premios se pagan solo al titular verificado de la cuenta.",
          `No compartas tu contraseña. Eres responsable de lo que ocurra en tu cuenta; avísanos de inmediato en ${SUPPORT_EMAIL} si crees que otra persona la ha usado.`,
          "Tu cuenta es personal. No puedes venderla, compartirla ni transferirla, ni tampoco sus monedas o entradas.",
        ),
      },
      {
        heading: "Monedas y entradas",
        body: blocks(
          "{{brand}} tiene dos monedas de juego. Eliges con cuál juegas al cambiar el modo de juego.",
          bullets(
            "Las **monedas** son para jugar por diversión, en el modo Puntos de torneo (TournamentPoints). No tienen valor monetario, no se pueden canjear por premios ni por dinero, y no se pueden vender ni transferir. Recibes monedas gratis (cada cuenta nueva recibe {{welcome.coins}}) y puedes comprar más en paquetes de monedas.",
            `Las **entradas** son participaciones en los sorteos y se juegan en el modo Sorteos (SweepStakes). Las entradas nunca se venden: se entregan gratis, también como bono con los paquetes de monedas y por correo postal, como explican las ${link("Reglas del sorteo", "/page/sweepstakes-rules")}. Las entradas que ganas se pueden canjear por premios según esas reglas.`,
          ),
          "Las monedas y las entradas no son dinero ni te pertenecen: son una licencia limitada para usar los juegos, que termina cuando se cierra tu cuenta.",
        ),
      },
      {
        heading: "Compra de monedas",
        body: blocks(
          "Los paquetes de monedas son para entretenimiento. Los precios están en dólares estadounidenses. Las entradas gratis que acompañan a un paquete son un bono: comprar monedas nunca mejora tus probabilidades de ganar un premio.",
          "Una compra es definitiva en cuanto las monedas están en tu cuenta, salvo cuando la ley te da derecho a un reembolso. Si anulas un pago a través de tu banco (un contracargo), podemos suspender la cuenta hasta que se resuelva y retirar las monedas y las entradas gratis que llegaron con ese pago.",
          `Puedes fijar límites de compra diarios, semanales y mensuales en cualquier momento: consulta ${link("Juego responsable", "/page/responsible-play")}.`,
        ),
      },
      {
        heading: "Juego limpio",
        body: blocks(
          "El resultado de cada juego se decide al azar en nuestros servidores, y nuestros propios juegos te permiten comprobar cada ronda después de jugarla.",
          "No está permitido:",
          bullets(
            "usar bots, scripts ni ninguna otra herramienta automática;",
            "ponerte de acuerdo con otros jugadores, o dejar que otra persona use tu cuenta;",
            "usar una VPN, un proxy o cualquier otro medio para ocultar dónde estás;",
            "aprovechar un fallo de un juego o del sitio (si encuentras uno, avísanos);",
            "usar el sitio para blanquear dinero o cometer un fraude.",
          ),
          "Si lo haces, podemos anular las jugadas afectadas, retirar monedas y entradas, retener premios y cerrar la cuenta.",
        ),
      },
      {
        heading: "Juego responsable",
        body: `Juega por diversión, con el dinero y el tiempo que puedes permitirte. Puedes fijar límites de compra, tomarte un descanso o autoexcluirte: nuestra página de ${link("Juego responsable", "/page/responsible-play")} explica cómo hacerlo y dónde encontrar ayuda.`,
      },
      {
        heading: "Cierre de tu cuenta",
        body: blocks(
          `Puedes cerrar tu cuenta cuando quieras escribiendo a ${SUPPORT_EMAIL} desde el correo electrónico de la cuenta. Antes, canjea las entradas que puedas canjear: las monedas y las entradas sin canjear se pierden al cerrar una cuenta.`,
          "Podemos suspender o cerrar una cuenta si incumples estos términos o las Reglas del sorteo, si la ley lo exige o si dejamos de ofrecer el sitio. Salvo que la cerremos por fraude o por un incumplimiento grave, primero te pagamos las entradas que puedas canjear.",
        ),
      },
      {
        heading: "Cambios en el sitio",
        body: "Podemos cambiar, añadir o retirar juegos, funciones y promociones, y dejar de ofrecer el sitio en algunos lugares. Cuando podemos, avisamos de los cambios que afectan a tu cuenta.",
      },
      {
        heading: "Limitación de responsabilidad",
        body: blocks(
          "El sitio y sus juegos se ofrecen «tal cual». No garantizamos que estén siempre disponibles ni libres de errores, y una avería anula las jugadas y los pagos a los que afecte.",
          "En la medida en que la ley lo permita, no respondemos de daños indirectos ni consecuentes, y nuestra responsabilidad total ante ti se limita a lo que nos pagaste por monedas en los 12 meses anteriores a tu reclamación. Nada en estos términos limita una responsabilidad que la ley no nos permite limitar.",
        ),
      },
      {
        heading: "Ley aplicable y disputas",
        body: blocks(
          "Estos términos se rigen por las leyes del Estado de Delaware (Estados Unidos), sin tener en cuenta sus normas sobre conflicto de leyes.",
          `Si algo sale mal, escríbenos primero a ${SUPPORT_EMAIL}: la mayoría de los problemas se resuelven así. Si no podemos resolver una disputa en 30 días, se someterá a los tribunales estatales o federales con sede en Delaware, salvo que la ley del lugar donde vives te dé derecho a presentarla allí.`,
        ),
      },
      {
        heading: "Contacto",
        body: blocks(`Correo electrónico: ${SUPPORT_EMAIL}`, "Correo postal:", POSTAL_ADDRESS),
      },
    ],
  },
};
