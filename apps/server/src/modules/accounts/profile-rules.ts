/** Which profile fields a player still owes, and the age rule (players must be adults). */
import {
  EASY_PROFILE_FIELDS,
  MINIMUM_AGE_YEARS,
  PROFILE_FIELDS,
  type ProfileField,
} from "@reelhouse/contract";

export type ProfileValues = Record<ProfileField, string | null>;

export function missingFields(
  profile: ProfileValues,
  fields: readonly ProfileField[] = PROFILE_FIELDS,
): ProfileField[] {
  return fields.filter((field) => !profile[field]);
}

export function isEasyProfileComplete(profile: ProfileValues): boolean {
  return missingFields(profile, EASY_PROFILE_FIELDS).length === 0;
}

/** Age in whole years on `today` (a calendar date, `YYYY-MM-DD`). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthdayThisYear = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthdayThisYear ? 0 : 1);
}

export function isAdult(birthday: string, today: string): boolean {
  return ageOn(birthday, today) >= MINIMUM_AGE_YEARS;
}
