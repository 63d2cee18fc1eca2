import type { Messages } from "./en.ts";

export const es: Messages = {
  meta: {
    title: "{{page}} · {{brand}}",
    description: "Juegos de casino social gratuitos con recompensas diarias, carreras y sorteos.",
  },
  common: {
    skipToContent: "Saltar al contenido",
    menu: "Menú",
    close: "Cerrar",
    signIn: "Iniciar sesión",
    signUp: "Registrarse",
    playNow: "Jugar ahora",
    loading: "Cargando…",
    language: "Idioma",
    mainNavigation: "Navegación principal",
    backHome: "Volver a la página de inicio",
  },
  languages: { en: "English", es: "Español" },
  nav: {
    lobby: "Lobby",
    promotions: "Promociones",
    races: "Carreras",
    scratchCards: "Rasca y gana",
    inviteFriends: "Invita a amigos",
    howItWorks: "Cómo funciona",
  },
  footer: {
    legal: "Legal",
    help: "Ayuda",
    terms: "Términos y condiciones",
    privacy: "Política de privacidad",
    sweepstakesRules: "Reglas del sorteo",
    responsiblePlay: "Juego responsable",
    disclaimer:
      "No es necesario comprar. Nulo donde la ley lo prohíba. Los jugadores deben tener 18 años o más.",
    copyright: "© {{year}} {{brand}}. Todos los derechos reservados.",
    version: "Versión {{version}}",
  },
  errors: {
    notFoundTitle: "Página no encontrada",
    notFoundAt: "Página no encontrada: {{path}}",
    notFoundBody: "La página que buscabas se ha movido o nunca existió.",
    goHome: "Ir al inicio",
    genericTitle: "Algo salió mal",
    genericBody: "No pudimos cargar esta página. Inténtalo de nuevo en un momento.",
    reload: "Recargar la página",
  },
  shell: {
    updateAvailable: "Hay contenido actualizado disponible. Actualiza la página.",
    refresh: "Actualizar",
    dismiss: "Descartar",
  },
  modes: {
    sweepStakes: "SweepStakes",
    tournamentPoints: "TournamentPoints",
    entries: "entradas",
    coins: "monedas",
  },
  guest: {
    heroTitle: "Gira, gana y juega gratis",
    heroBody:
      "Cientos de juegos de estilo casino, recompensas diarias y carreras en vivo. Juega con monedas por diversión o con entradas en el modo sorteo.",
    createAccount: "Crea una cuenta gratis",
    haveAccount: "¿Ya juegas?",
    reasonsTitle: "Por qué se unen los jugadores",
    reasons: {
      bonus: { title: "Bono de bienvenida", body: "Monedas y entradas gratis en cuanto te registras." },
      daily: {
        title: "Recompensas diarias",
        body: "Entra cada día para avanzar en el mapa de premios de 7 días.",
      },
      races: { title: "Carreras en vivo", body: "Compite en las clasificaciones solo o en equipo." },
      fair: {
        title: "Justo y seguro",
        body: "Resultados aleatorios certificados y herramientas de juego responsable.",
      },
    },
    modesTitle: "Dos formas de jugar",
    modeCoins: "Juega con monedas por diversión en el modo TournamentPoints.",
    modeEntries: "Juega con entradas en el modo SweepStakes y canjea premios.",
  },
  home: {
    welcomeBack: "Bienvenido de nuevo",
    body: "Continúa donde lo dejaste o descubre algo nuevo en el lobby.",
  },
  auth: {
    tagline: "Tu cuenta guarda tus monedas, entradas y recompensas en un solo lugar.",
  },
  geoblock: {
    tagline: "Comprobación de ubicación",
    whatYouCanDo: "Qué puedes hacer",
    tryAgain: "Intentar de nuevo",
    checking: "Comprobando tu ubicación…",
    terms: "Consulta quién puede jugar, y dónde, en los términos y condiciones",
    reasons: {
      geolocationNotSupported: {
        title: "Tu navegador no puede compartir tu ubicación",
        body: "Confirmamos dónde estás antes de que juegues, y este navegador no admite la ubicación.",
        help: "Abre el sitio en un navegador actualizado como Chrome, Safari, Firefox o Edge.",
      },
      permissionsApiNotSupported: {
        title: "Tu navegador no puede pedir acceso a la ubicación",
        body: "Este navegador no nos permite pedir permiso para usar tu ubicación, que necesitamos antes de que juegues.",
        help: "Actualiza tu navegador o abre el sitio en uno actualizado como Chrome, Safari, Firefox o Edge.",
      },
      userDenied: {
        title: "El acceso a la ubicación está bloqueado",
        body: "Tu navegador está configurado para negar la ubicación a este sitio, así que no podemos confirmar dónde estás.",
        help: "Permite la ubicación para este sitio en la configuración de sitios de tu navegador y vuelve a intentarlo.",
      },
      permissionDenied: {
        title: "No se permitió el acceso a la ubicación",
        body: "Pedimos tu ubicación y la solicitud fue rechazada.",
        help: "Vuelve a intentarlo y elige Permitir cuando tu navegador pida usar tu ubicación.",
      },
      positionUnavailable: {
        title: "No pudimos encontrar tu ubicación",
        body: "Tu dispositivo no pudo determinar dónde estás en este momento.",
        help: "Activa los servicios de ubicación en la configuración de tu dispositivo (el wifi ayuda en interiores) y vuelve a intentarlo.",
      },
      timeout: {
        title: "Encontrar tu ubicación tardó demasiado",
        body: "Tu dispositivo no informó una posición a tiempo.",
        help: "Muévete a un lugar con mejor señal o activa el wifi y vuelve a intentarlo.",
      },
      unknownError: {
        title: "Algo salió mal al comprobar tu ubicación",
        body: "Un error inesperado detuvo la comprobación de ubicación.",
        help: "Vuelve a intentarlo. Si sigue ocurriendo, recarga la página o reinicia el navegador.",
      },
      apiError: {
        title: "No pudimos confirmar tu ubicación",
        body: "Nuestro servicio de ubicación no respondió.",
        help: "Comprueba tu conexión a internet y vuelve a intentarlo en un momento.",
      },
      blockedRegion: {
        title: "No disponible en tu ubicación",
        body: "Nuestros juegos no se ofrecen en la región desde la que te conectas.",
        help: "Si estás en una región donde operamos, desactiva cualquier VPN o proxy y vuelve a intentarlo.",
      },
    },
  },
  pages: {
    lobby: { title: "Lobby", lead: "Todos los juegos en un solo lugar, ordenados en colecciones." },
    signup: {
      title: "Crea tu cuenta",
      lead: "Regístrate para recibir tu bono de bienvenida y empezar a jugar.",
    },
    signin: { title: "Iniciar sesión", lead: "Hola de nuevo. Inicia sesión para seguir jugando." },
    signupExit: {
      title: "Antes de irte",
      lead: "Tu bono de bienvenida te espera: termina el registro para reclamarlo.",
    },
    reset: {
      title: "Restablece tu contraseña",
      lead: "Te enviaremos un enlace o un código para elegir una contraseña nueva.",
    },
    registrationComplete: { title: "Completa tu registro", lead: "Unos datos más y tu cuenta estará lista." },
    geoblock: {
      title: "No disponible en tu ubicación",
      lead: "Nuestros juegos no se ofrecen en la región desde la que te conectas.",
    },
    cashDeposit: {
      title: "Comprar monedas",
      lead: "Elige un paquete de monedas. Las entradas vienen gratis con cada paquete.",
    },
    cashSuccess: { title: "Compra completada", lead: "Tus monedas y entradas gratis ya están en tu saldo." },
    cashFailed: { title: "La compra falló", lead: "No pudimos procesar tu transacción. Inténtalo de nuevo." },
    cashRetry: {
      title: "Prueba otro método de pago",
      lead: "Tu primer método no funcionó. Probemos con el siguiente.",
    },
    cashIframe: { title: "Caja", lead: "Pago seguro" },
    game: { title: "Juego", lead: "Elige un juego en el lobby para empezar a jugar." },
    responsiblePlay: {
      title: "Juego responsable",
      lead: "Límites, recordatorios y pausas para que el juego siga siendo divertido.",
    },
    gamesPage: { title: "Juegos", lead: "Una página de juegos seleccionados." },
    groupRaces: {
      title: "Carreras por equipos",
      lead: "Únete a un equipo y compite juntos en la clasificación.",
    },
    races: {
      title: "Carreras",
      lead: "Juega a los juegos participantes para ganar puntos y subir en la clasificación.",
    },
    howItWorks: { title: "Cómo funciona", lead: "Monedas, entradas y premios explicados paso a paso." },
    inviteFriends: {
      title: "Invita a amigos",
      lead: "Comparte tu enlace y gana recompensas cuando tus amigos se unan.",
    },
    library: { title: "Mi biblioteca", lead: "Los juegos que jugaste más recientemente." },
    promotions: { title: "Promociones", lead: "Recompensas diarias, misiones, ruletas y más." },
    scratchCards: { title: "Rasca y gana", lead: "Rasca para descubrir premios al instante." },
    collection: { title: "Colección", lead: "Una selección de juegos hecha a mano." },
    favorites: { title: "Favoritos", lead: "Los juegos que marcaste con un corazón." },
    redesign: { title: "Novedades", lead: "Un adelanto del nuevo diseño en el que trabajamos." },
  },
  comingSoon: {
    title: "Muy pronto",
    body: "Estamos preparando esta parte de {{brand}}. Vuelve pronto.",
  },
  guard: {
    signInRequired: "Inicia sesión para continuar",
  },
};
