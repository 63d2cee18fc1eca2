/**
 * The player's profile (spec §3 "Player profile", §5). The easy profile (name, surname, birthday,
 * zip) completes registration and the profile (`profileCompleted`), and earns the profile reward;
 * the other fields (address, phone) stay listed in `uncompletedProfileFields` until given, for
 * what needs them later. Players must be adults. Changing the phone number makes it unconfirmed again.
 */
import type { Locale, PlayerProfile, ProfileField } from "@reelhouse/contract";
import { AppError, notSignedIn } from "../../lib/errors.ts";
import { type AccountsContext, inTransaction } from "./context.ts";
import { writeProfileUpdated } from "./events.ts";
import { message } from "./messages.ts";
import { isAdult, isEasyProfileComplete, missingFields, type ProfileValues } from "./profile-rules.ts";
import * as repo from "./repo.ts";
import { earnReward } from "./rewards.ts";
import { keepStoredTimeZone } from "./time-zone.ts";

/**
 * Today's date where it is earliest among the places we serve (Hawaii, UTC−10): a player turns 18
 * there last, so nobody is accepted before their 18th birthday where they live.
 */
function earliestLocalDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Honolulu" }).format(now);
}

export type ProfilePatch = Partial<Record<ProfileField, string>>;

export function profileValues(player: repo.PlayerRow): ProfileValues {
  const { name, surname, birthday, zip, city, address, address2, state, phone } = player;
  return { name, surname, birthday, zip, city, address, address2, state, phone };
}

export function toPlayerProfile(player: repo.PlayerRow): PlayerProfile {
  const values = profileValues(player);
  const isRegistrationProfileComplete = isEasyProfileComplete(values);
  return {
    easyProfileModuleEnabled: true,
    easyProfileCompleted: isRegistrationProfileComplete,
    // The step the profile reward pays for: a player told "Reward earned" has a completed profile.
    profileCompleted: isRegistrationProfileComplete,
    uncompletedProfileFields: missingFields(values),
    email: player.email,
    emailConfirmed: player.emailConfirmedAt !== null,
    phoneConfirmed: player.phoneConfirmedAt !== null,
    ...values,
  };
}

export async function findPlayerOrThrow(ctx: AccountsContext, playerId: string): Promise<repo.PlayerRow> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw notSignedIn();
  return player;
}

export async function getProfile(ctx: AccountsContext, playerId: string): Promise<PlayerProfile> {
  return toPlayerProfile(await findPlayerOrThrow(ctx, playerId));
}

/**
 * The profile, and the zone the player's days are counted in after the browser reported `reported`
 * (time-zone.ts), from one read of the player: what a promotion's claim needs of the account.
 */
export async function getProfileAndTimeZone(
  ctx: AccountsContext,
  playerId: string,
  reported: string | null,
): Promise<{ profile: PlayerProfile; timeZone: string }> {
  const player = await findPlayerOrThrow(ctx, playerId);
  const stored = { timeZone: player.timeZone, setAt: player.timeZoneSetAt };
  const timeZone = await keepStoredTimeZone(ctx.db, ctx.clock, playerId, stored, reported);
  return { profile: toPlayerProfile(player), timeZone };
}

export async function updateProfile(
  ctx: AccountsContext,
  playerId: string,
  patch: ProfilePatch,
  locale: Locale,
): Promise<PlayerProfile> {
  const player = await findPlayerOrThrow(ctx, playerId);
  const now = ctx.clock.now();
  if (patch.birthday !== undefined) {
    const today = earliestLocalDate(now);
    const key =
      patch.birthday > today ? "birthdayInFuture" : isAdult(patch.birthday, today) ? null : "underage";
    if (key) {
      throw new AppError("VALIDATION_FAILED", message(locale, key), {
        fields: [{ path: "body.birthday", message: message(locale, key) }],
      });
    }
  }
  // A number is the player's only once confirmed (which another account's number never will be),
  // so saving any number is allowed and says nothing about who else has it.
  const phoneChanged = patch.phone !== undefined && patch.phone !== player.phone;
  return inTransaction(ctx, async (tx) => {
    await repo.updatePlayer(tx.db, playerId, {
      ...patch,
      ...(phoneChanged ? { phoneConfirmedAt: null } : {}),
      updatedAt: now,
    });
    const fields = Object.keys(patch).concat(phoneChanged ? ["phoneConfirmed"] : []);
    if (fields.length > 0) await writeProfileUpdated(tx.db, playerId, fields, now);
    const updated = await findPlayerOrThrow(tx, playerId);
    if (isEasyProfileComplete(profileValues(updated))) await earnReward(tx, playerId, "profile");
    return toPlayerProfile(updated);
  });
}
