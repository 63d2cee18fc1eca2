/** English messages: the source of truth for keys. Every other language must have the same shape. */
export const en = {
  meta: {
    title: "{{page}} · {{brand}}",
    description: "Free-to-play social casino games with daily rewards, races and sweepstakes.",
  },
  common: {
    skipToContent: "Skip to content",
    menu: "Menu",
    close: "Close",
    signIn: "Sign in",
    signUp: "Sign up",
    playNow: "Play now",
    loading: "Loading…",
    language: "Language",
    mainNavigation: "Main navigation",
    backHome: "Back to the home page",
  },
  languages: { en: "English", es: "Español" },
  nav: {
    lobby: "Lobby",
    promotions: "Promotions",
    races: "Races",
    scratchCards: "Scratch cards",
    inviteFriends: "Invite friends",
    howItWorks: "How it works",
  },
  footer: {
    legal: "Legal",
    help: "Help",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    sweepstakesRules: "Sweepstakes rules",
    responsiblePlay: "Responsible play",
    disclaimer: "No purchase necessary. Void where prohibited by law. Players must be 18 or older.",
    copyright: "© {{year}} {{brand}}. All rights reserved.",
    version: "Version {{version}}",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundAt: "Page Not Found: {{path}}",
    notFoundBody: "The page you were looking for has moved or never existed.",
    goHome: "Go home",
    genericTitle: "Something went wrong",
    genericBody: "We could not load this page. Please try again in a moment.",
    reload: "Reload the page",
  },
  shell: {
    updateAvailable: "Updated content is available. Please refresh the page.",
    refresh: "Refresh",
    dismiss: "Dismiss",
  },
  modes: {
    sweepStakes: "SweepStakes",
    tournamentPoints: "TournamentPoints",
    entries: "entries",
    coins: "coins",
  },
  guest: {
    heroTitle: "Spin, win and play for free",
    heroBody:
      "Hundreds of casino-style games, daily rewards and live races. Play with coins for fun or with entries in sweepstakes mode.",
    createAccount: "Create a free account",
    haveAccount: "Already playing?",
    reasonsTitle: "Why players join",
    reasons: {
      bonus: { title: "Welcome bonus", body: "Free coins and entries the moment you sign up." },
      daily: { title: "Daily rewards", body: "Log in every day to climb the 7-day prize map." },
      races: { title: "Live races", body: "Compete on leaderboards solo or with a team." },
      fair: { title: "Fair and safe", body: "Certified random outcomes and responsible-play tools." },
    },
    modesTitle: "Two ways to play",
    modeCoins: "Play with coins for fun in TournamentPoints mode.",
    modeEntries: "Play with entries in SweepStakes mode and redeem prizes.",
  },
  home: {
    welcomeBack: "Welcome back",
    body: "Pick up where you left off or find something new in the lobby.",
  },
  auth: {
    tagline: "Your account keeps your coins, entries and rewards in one place.",
  },
  geoblock: {
    tagline: "Location check",
    whatYouCanDo: "What you can do",
    tryAgain: "Try again",
    checking: "Checking your location…",
    terms: "Read who may play, and where, in the terms and conditions",
    reasons: {
      geolocationNotSupported: {
        title: "Your browser cannot share your location",
        body: "We confirm where you are before you play, and this browser has no location support.",
        help: "Open the site in an up-to-date browser such as Chrome, Safari, Firefox or Edge.",
      },
      permissionsApiNotSupported: {
        title: "Your browser cannot ask for location access",
        body: "This browser does not let us ask for permission to use your location, which we need before you play.",
        help: "Update your browser, or open the site in an up-to-date one such as Chrome, Safari, Firefox or Edge.",
      },
      userDenied: {
        title: "Location access is blocked",
        body: "Your browser is set to refuse location access to this site, so we cannot confirm where you are.",
        help: "Allow location for this site in your browser's site settings, then try again.",
      },
      permissionDenied: {
        title: "Location access was not allowed",
        body: "We asked for your location and the request was declined.",
        help: "Try again and choose Allow when your browser asks to use your location.",
      },
      positionUnavailable: {
        title: "We could not find your location",
        body: "Your device could not work out where you are right now.",
        help: "Turn on location services in your device settings (Wi-Fi helps indoors), then try again.",
      },
      timeout: {
        title: "Finding your location took too long",
        body: "Your device did not report a position in time.",
        help: "Move to a spot with a better signal or turn on Wi-Fi, then try again.",
      },
      unknownError: {
        title: "Something went wrong checking your location",
        body: "An unexpected error stopped the location check.",
        help: "Try again. If it keeps happening, reload the page or restart your browser.",
      },
      apiError: {
        title: "We could not confirm your location",
        body: "Our location service did not answer.",
        help: "Check your internet connection and try again in a moment.",
      },
      blockedRegion: {
        title: "Not available in your location",
        body: "Our games are not offered in the region you are connecting from.",
        help: "If you are in a region we serve, turn off any VPN or proxy, then try again.",
      },
    },
  },
  pages: {
    lobby: { title: "Lobby", lead: "Every game in one place, sorted into collections." },
    signup: { title: "Create your account", lead: "Sign up to get your welcome bonus and start playing." },
    signin: { title: "Sign in", lead: "Welcome back. Sign in to continue playing." },
    signupExit: {
      title: "Before you go",
      lead: "Your welcome bonus is waiting: finish signing up to claim it.",
    },
    reset: {
      title: "Reset your password",
      lead: "We will send you a link or a code to choose a new password.",
    },
    registrationComplete: {
      title: "Complete your registration",
      lead: "A few more details and your account is ready.",
    },
    geoblock: {
      title: "Not available in your location",
      lead: "Our games are not offered in the region you are connecting from.",
    },
    cashDeposit: { title: "Buy coins", lead: "Choose a coin package. Entries come free with every package." },
    cashSuccess: { title: "Purchase complete", lead: "Your coins and free entries are in your balance." },
    cashFailed: {
      title: "Purchase failed",
      lead: "We are failed to process your transaction. Please try again.",
    },
    cashRetry: {
      title: "Try another payment method",
      lead: "Your first method did not go through. Let's try the next one.",
    },
    cashIframe: { title: "Cashier", lead: "Secure checkout" },
    game: { title: "Game", lead: "Pick a game in the lobby to start playing." },
    responsiblePlay: { title: "Responsible play", lead: "Limits, reminders and breaks that keep play fun." },
    gamesPage: { title: "Games", lead: "A curated page of games." },
    groupRaces: { title: "Team races", lead: "Join a team and race together on the leaderboard." },
    races: { title: "Races", lead: "Play eligible games to earn points and climb the leaderboard." },
    howItWorks: { title: "How it works", lead: "Coins, entries and prizes explained step by step." },
    inviteFriends: { title: "Invite friends", lead: "Share your link and earn rewards when friends join." },
    library: { title: "My library", lead: "The games you played most recently." },
    promotions: { title: "Promotions", lead: "Daily rewards, quests, wheels and more." },
    scratchCards: { title: "Scratch cards", lead: "Scratch to reveal instant prizes." },
    collection: { title: "Collection", lead: "A hand-picked set of games." },
    favorites: { title: "Favorites", lead: "The games you marked with a heart." },
    redesign: { title: "What's new", lead: "A preview of the new look we are working on." },
  },
  comingSoon: {
    title: "Opening soon",
    body: "This part of {{brand}} is being prepared. Check back soon.",
  },
  guard: {
    signInRequired: "Sign in to continue",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
