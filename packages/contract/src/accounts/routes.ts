/**
 * Where each accounts call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `accountsApi` is what the browser calls: typed by the definitions, without loading
 * their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { accountsEndpoints } from "./endpoints.ts";

export const accountsRoutes = {
  signUp: { method: "POST", path: "/rest/registration/" },
  signIn: { method: "POST", path: "/rest/login/email/" },
  signOut: { method: "GET", path: "/rest/logout/" },
  requestPasswordReset: { method: "POST", path: "/rest/password/forgot/" },
  resetPassword: { method: "POST", path: "/rest/password/reset/" },
  confirmEmail: { method: "POST", path: "/rest/email/confirm/" },
  sendEmailConfirmation: { method: "POST", path: "/rest/email/confirm/send/" },
  sendPhoneConfirmation: { method: "POST", path: "/rest/phone/confirm/send/" },
  confirmPhone: { method: "POST", path: "/rest/phone/confirm/" },
  getProfile: { method: "GET", path: "/rest/player/profile/" },
  updateProfile: { method: "POST", path: "/rest/player/profile/" },
  getRewards: { method: "GET", path: "/rest/player/rewards/" },
  getProfilePage: { method: "GET", path: "/rest/page/profile/" },
  getTerms: { method: "GET", path: "/rest/player/terms/" },
  switchGameMode: { method: "GET", path: "/rest/player/game-mode/switch-to-:mode/" },
  acceptTerms: { method: "POST", path: "/rest/player/terms/accept/" },
  getSecurityPage: { method: "GET", path: "/rest/player/security/" },
  changePassword: { method: "POST", path: "/rest/player/password/change/" },
  signOutSession: { method: "POST", path: "/rest/player/sessions/:sessionId/sign-out/" },
  signOutOtherSessions: { method: "POST", path: "/rest/player/sessions/sign-out-others/" },
  getSocialsPage: { method: "GET", path: "/rest/player/socials/" },
  unlinkSocial: { method: "POST", path: "/rest/player/socials/:method/unlink/" },
  getSubscription: { method: "GET", path: "/rest/player/subscription/" },
  updateSubscription: { method: "POST", path: "/rest/player/subscription/" },
  readUnsubscribeLink: { method: "GET", path: "/rest/unsubscribe/link/" },
  updateUnsubscribeLink: { method: "POST", path: "/rest/unsubscribe/link/" },
  handleRequest: { method: "GET", path: "/rest/request/handle/" },
} as const satisfies RouteTable;

export const accountsApi = typeRoutes<typeof accountsEndpoints>(accountsRoutes);
