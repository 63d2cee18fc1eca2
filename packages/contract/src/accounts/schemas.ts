/**
 * Accounts: sign-up, sign-in (email and social), sessions, recovery, confirmation and the
 * player's profile (spec §3 "Player profile", §5, §7 "Sign-in" and "Player").
 */
import { z } from "zod";
import { fieldMessage } from "../field-messages.ts";
import { Int4Id } from "../ids.ts";
import { ResponsiblePlayBlock } from "../responsible-play/schemas.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REFERRAL_CODE_PATTERN } from "./constants.ts";

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, fieldMessage("email"))
  .pipe(z.email(fieldMessage("email")));

/** True for text holding a control character (C0, such as NUL or a line break, or DEL). */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

/** One line of free text a player types: trimmed, within `max`, no control characters. */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !hasControlCharacter(text), fieldMessage("controlCharacter"));
}

export const Password = z
  .string()
  .normalize("NFKC")
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => !password.includes("\u0000"), fieldMessage("controlCharacter"));

/** International format, e.g. +15551234567. */
export const PhoneNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, fieldMessage("phone")));

/** A referral code carried by `invited_by` or `refcode` links. */
export const ReferralCode = z.string().trim().regex(REFERRAL_CODE_PATTERN, fieldMessage("referralCode"));

export const SignUpRequest = z.object({
  email: Email,
  password: Password,
  /** The terms version the player saw and accepted. */
  termsVersion: Int4Id,
  invitedBy: ReferralCode.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: Email,
  password: z.string().normalize("NFKC").min(1, fieldMessage("passwordRequired")).max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const AuthResponse = z.object({
  success: z.literal(true),
  statusCode: z.literal(200),
  data: z.object({
    message: z.string(),
    playerId: z.string(),
    /** True when this request created the account (analytics `registration`). */
    isNewPlayer: z.boolean(),
  }),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const SixDigitCode = z.string().regex(/^\d{6}$/, fieldMessage("sixDigitCode"));

export const ForgotByEmailRequest = z.object({ email: Email });
export const ForgotByPhoneRequest = z.object({ phone: PhoneNumber });
export const ForgotPasswordRequest = z.union([ForgotByEmailRequest, ForgotByPhoneRequest]);
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

export const ResetWithTokenRequest = z.object({ token: z.string().min(20).max(128), password: Password });
export const ResetWithCodeRequest = z.object({ phone: PhoneNumber, code: SixDigitCode, password: Password });
export const ResetPasswordRequest = z.union([ResetWithTokenRequest, ResetWithCodeRequest]);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const ConfirmEmailRequest = z.object({ token: z.string().min(20).max(128) });
export const PhoneConfirmationRequest = z.object({ phone: PhoneNumber });
export const ConfirmPhoneRequest = z.object({ code: SixDigitCode });

/** A person's name part: letters with spaces, dots, apostrophes and dashes inside. */
const PersonName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^\p{L}[\p{L}\p{M} .'-]*$/u, fieldMessage("lettersOnly"));

/** ISO date `YYYY-MM-DD` that exists on the calendar. */
export const CalendarDate = z.iso.date(fieldMessage("calendarDate"));

export const PROFILE_FIELDS = [
  "name",
  "surname",
  "birthday",
  "zip",
  "city",
  "address",
  "address2",
  "state",
  "phone",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** Spec §5: the easy profile; the full profile needs every field of PROFILE_FIELDS. */
export const EASY_PROFILE_FIELDS = ["name", "surname", "birthday", "zip"] as const satisfies ProfileField[];

export const ProfileUpdateRequest = z
  .object({
    name: PersonName,
    surname: PersonName,
    birthday: CalendarDate,
    // US ZIP codes, five digits or ZIP+4: the geo rules and the states are the United States'.
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(?:-\d{4})?$/, fieldMessage("postalCode")),
    city: plainText(80),
    address: plainText(120),
    address2: plainText(120),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, fieldMessage("state")),
    phone: PhoneNumber,
  })
  .partial();
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

export const PlayerProfile = z.object({
  easyProfileModuleEnabled: z.boolean(),
  easyProfileCompleted: z.boolean(),
  profileCompleted: z.boolean(),
  uncompletedProfileFields: z.array(z.enum(PROFILE_FIELDS)),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  birthday: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

export const PlayerProfileResponse = z.object({ success: z.literal(true), data: PlayerProfile });
export type PlayerProfileResponse = z.infer<typeof PlayerProfileResponse>;

export const Reward = z.object({ available: z.boolean(), completed: z.boolean(), coins: z.number().int() });
export const PlayerRewardsResponse = z.object({
  success: z.literal(true),
  data: z.object({ email: Reward, profile: Reward, phone: Reward }),
});
export type PlayerRewards = z.infer<typeof PlayerRewardsResponse>["data"];

/** Spec §1: SweepStakes shows entries, TournamentPoints shows coins. */
export const GAME_MODES = ["SweepStakes", "TournamentPoints"] as const;
export const GameMode = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof GameMode>;

/** Spec §7: the `{mode}` of `GET /rest/player/game-mode/switch-to-{mode}/`. */
export const GAME_MODE_SLUGS = {
  "sweep-stakes": "SweepStakes",
  "tournament-points": "TournamentPoints",
} as const;
export const GameModeSwitchParams = z.object({
  mode: z.enum(
    Object.keys(GAME_MODE_SLUGS) as [keyof typeof GAME_MODE_SLUGS, ...(keyof typeof GAME_MODE_SLUGS)[]],
  ),
});
export const GameModeSwitchResponse = z.object({ success: z.literal(true), gameMode: GameMode });
export type GameModeSwitchResponse = z.infer<typeof GameModeSwitchResponse>;

export const TermsAcceptRequest = z.object({ version: Int4Id });
export const TermsInfo = z.object({
  currentVersion: z.number().int(),
  acceptedVersion: z.number().int().nullable(),
  needsAcceptance: z.boolean(),
});
export const TermsResponse = z.object({ success: z.literal(true), data: TermsInfo });
export type TermsInfo = z.infer<typeof TermsInfo>;

/**
 * Spec §7 server render call: is the visitor signed in, and must this path go elsewhere. The
 * page's own query parameters are forwarded beside `path`, so they are let through unchecked.
 */
export const RequestHandleQuery = z.looseObject({ path: z.string().max(2048).default("/") });
export const RequestHandleResponse = z.object({
  authorized: z.boolean(),
  redirectUrl: z.string().optional(),
});
export type RequestHandleResponse = z.infer<typeof RequestHandleResponse>;

export const DOCUMENT_CONFIRM_STATUSES = ["approved", "verified", "rejected"] as const;

/**
 * `GET /rest/page/profile/`: the profile page. Verification and limits are filled in by their
 * features: `responsiblePlay` by the responsible-play module's slice.
 */
export const ProfilePageResponse = z.object({
  success: z.literal(true),
  data: z.object({
    profile: PlayerProfile,
    rewards: PlayerRewardsResponse.shape.data,
    /** Identity documents: null until the player uploads any. */
    documentConfirmStatus: z.enum(DOCUMENT_CONFIRM_STATUSES).nullable(),
    autoVerificationData: z.object({
      isEnabled: z.boolean(),
      isAvailable: z.boolean(),
      showOn: z.array(z.string()),
      providers: z.array(z.string()),
      isTest: z.boolean(),
    }),
    responsiblePlay: ResponsiblePlayBlock,
  }),
});
export type ProfilePageData = z.infer<typeof ProfilePageResponse>["data"];

/**
 * The security page: change the password while signed in. `currentPassword` proves it is the
 * player (absent only for an account made with a social sign-in, which has none yet).
 */
export const ChangePasswordRequest = z.object({
  currentPassword: z
    .string()
    .normalize("NFKC")
    .min(1, fieldMessage("passwordRequired"))
    .max(PASSWORD_MAX_LENGTH)
    .optional(),
  newPassword: Password,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** How a session was opened. */
export const SIGN_IN_METHODS = ["password", "signup", "google", "facebook", "apple"] as const;
export const SignInMethod = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof SignInMethod>;

/** A device as the page names it: "Chrome on macOS"; null parts were not recognised. */
export const DeviceName = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  type: z.enum(["desktop", "mobile", "tablet", "other"]),
});
export type DeviceName = z.infer<typeof DeviceName>;

/** A session signed in now. `id` names it for signing it out; it is not its secret. */
export const SignedInSession = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  isCurrent: z.boolean(),
  device: DeviceName,
  ip: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** A past sign-in, newest first. */
export const SignInRecord = z.object({
  at: z.iso.datetime(),
  method: SignInMethod,
  device: DeviceName,
  ip: z.string().nullable(),
});
export type SignInRecord = z.infer<typeof SignInRecord>;

export const SecurityPage = z.object({
  hasPassword: z.boolean(),
  sessions: z.array(SignedInSession),
  signIns: z.array(SignInRecord),
});
export type SecurityPage = z.infer<typeof SecurityPage>;

export const SecurityPageResponse = z.object({ success: z.literal(true), data: SecurityPage });
export const SessionIdParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{16}$/) });

/** The subscription tab: whether the player takes marketing messages by email and by SMS. */
export const MARKETING_CHANNELS = ["email", "sms"] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
export const Subscription = z.object({ email: z.boolean(), sms: z.boolean() });
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionResponse = z.object({ success: z.literal(true), data: Subscription });
export const SubscriptionUpdateRequest = Subscription.partial();

/**
 * The unsubscribe link of a marketing email, opened in a browser: the channel its token names and
 * whether the player takes marketing on it now. The token is the link's own (`?token=`): it works
 * without a session and names one player and one channel.
 */
export const UnsubscribeLinkQuery = z.object({ token: z.string().min(1).max(512) });
export const UnsubscribeLinkState = z.object({
  channel: z.enum(MARKETING_CHANNELS),
  isSubscribed: z.boolean(),
});
export type UnsubscribeLinkState = z.infer<typeof UnsubscribeLinkState>;
export const UnsubscribeLinkResponse = z.object({ success: z.literal(true), data: UnsubscribeLinkState });
/** Unsubscribes (`isSubscribed: false`) or subscribes again the channel the token names. */
export const UnsubscribeLinkUpdate = z.object({
  token: z.string().min(1).max(512),
  isSubscribed: z.boolean(),
});
export type SubscriptionUpdateRequest = z.infer<typeof SubscriptionUpdateRequest>;
