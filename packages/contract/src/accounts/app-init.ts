/** The accounts module's fields of app init: who the visitor is, their profile and terms, and the social sign-in buttons. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";
import { SocialMethod } from "../social-auth/schemas.ts";
import { GameMode, PlayerProfile, TermsInfo } from "./schemas.ts";

export const ACCOUNT_STATUSES = ["ACTIVE", "DUPLICATE", "BLOCKED"] as const;

const SocialCredentials = z.object({ keys: z.object({ id: z.string() }) });

export const accountsAppInit = defineAppInitSlice({
  fields: {
    isGuest: z.boolean(),
    /** The player id; null for guests. */
    login: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    phoneConfirmed: z.boolean(),
    emailConfirmed: z.boolean(),
    profileCompleted: z.boolean(),
    accountStatus: z.enum(ACCOUNT_STATUSES).nullable(),
    Registration: z.object({ complete: z.boolean() }),
    gameMode: GameMode,
    playerSocLogin: z.object({
      credentials: z.object({
        facebook: SocialCredentials.optional(),
        google: SocialCredentials.optional(),
        apple: SocialCredentials.extend({ callback: z.string() }).optional(),
      }),
    }),
    /** How the player prefers to be reached: the confirmed channel, email first. */
    primaryContact: z.enum(["email", "phone"]).nullable(),
    /** Terms versions: guests sign up to `currentVersion`; players see the terms dialog when `needsAcceptance`. */
    terms: TermsInfo,
    /**
     * The few profile fields every page needs (`GET /rest/player/profile/` has them all): which are
     * still missing (registration-complete flow), and the first name the site greets the player by
     * (home greeting, avatar; ADR 092). Null for guests.
     */
    profile: PlayerProfile.pick({
      easyProfileCompleted: true,
      uncompletedProfileFields: true,
      name: true,
    }).nullable(),
    /** Social sign-in buttons to show, in order. */
    socialMethods: z.array(SocialMethod),
  },
  serverOnly: ["terms"],
  defaults: {
    isGuest: true,
    login: null,
    email: null,
    phone: null,
    phoneConfirmed: false,
    emailConfirmed: false,
    profileCompleted: false,
    accountStatus: null,
    Registration: { complete: false },
    gameMode: "TournamentPoints",
    playerSocLogin: { credentials: {} },
    primaryContact: null,
    profile: null,
    socialMethods: [],
  },
});
