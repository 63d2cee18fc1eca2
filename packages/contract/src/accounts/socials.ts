/** The socials tab (own file: social-auth's schemas import the accounts ones). */
import { z } from "zod";
import { SocialMethod } from "../social-auth/schemas.ts";

/**
 * The socials tab: each provider configured on this server, linked to the player or not, with the
 * linked provider account's email. `hasPassword` tells whether unlinking the last one is allowed.
 */
export const LinkedSocial = z.object({
  method: SocialMethod,
  isLinked: z.boolean(),
  email: z.string().nullable(),
});
export type LinkedSocial = z.infer<typeof LinkedSocial>;

export const SocialsPage = z.object({
  hasPassword: z.boolean(),
  socials: z.array(LinkedSocial),
});
export type SocialsPage = z.infer<typeof SocialsPage>;

export const SocialsPageResponse = z.object({ success: z.literal(true), data: SocialsPage });
