import { PlayerProfile, ProfilePageResponse } from "@reelhouse/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerRewards } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { publishTermsVersion, TERMS_VERSION_TTL_MS } from "./terms.ts";
import {
  appInit,
  codeIn,
  confirmPhone,
  cookieHeader,
  cookiesFrom,
  STRONG_PASSWORD,
  signUp,
} from "./testing.ts";

// One app for the file, on a fixed date so the age rule has exact boundaries.
const TODAY = "2026-03-15";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(`${TODAY}T12:00:00.000Z`);
});
afterAll(async () => {
  await t.close();
});

const getProfile = async (cookie: string): Promise<PlayerProfile> =>
  (await t.app.inject({ method: "GET", url: "/rest/player/profile/", headers: { cookie } })).json().data;

const updateProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/rest/player/profile/", headers: { cookie }, payload });

const EASY_PROFILE = { name: "Ana", surname: "García", birthday: "1990-06-30", zip: "10001" };
const REST_OF_PROFILE = {
  city: "New York",
  address: "350 Fifth Avenue",
  address2: "Suite 2100",
  state: "NY",
  phone: "+15550301234",
};

let emailCounter = 0;
const freshPlayer = () => signUp(t.app, `profile-${++emailCounter}@example.com`);

async function profileRewardRows(playerId: string) {
  return t.database.db.select().from(playerRewards).where(eq(playerRewards.playerId, playerId));
}

async function textedCode(phone: string): Promise<string> {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/dev/outbox/",
    query: { to: phone, channel: "sms" },
  });
  return codeIn(response.json().data[0]?.text ?? "");
}

describe("profile validation", () => {
  it.each([
    ["a name with digits", { name: "An4" }, "body.name", "Use letters only"],
    ["a blank name", { name: "   " }, "body.name", "Required"],
    ["a 51-letter name", { name: "A".repeat(51) }, "body.name", "Use at most 50 characters"],
    ["a surname with symbols", { surname: "García!" }, "body.surname", "Use letters only"],
    ["a surname starting with a dash", { surname: "-García" }, "body.surname", "Use letters only"],
    ["a 51-letter surname", { surname: "G".repeat(51) }, "body.surname", "Use at most 50 characters"],
    ["a date that does not exist", { birthday: "1990-02-30" }, "body.birthday", "Enter a real date"],
    ["a date in another format", { birthday: "06/30/1990" }, "body.birthday", "Enter a real date"],
    ["a birthday in the future", { birthday: "2026-03-16" }, "body.birthday", "Enter a real date of birth."],
    [
      "a birthday one day short of 18",
      { birthday: "2008-03-16" },
      "body.birthday",
      "You must be 18 or older to play.",
    ],
    ["a birthday today", { birthday: TODAY }, "body.birthday", "You must be 18 or older to play."],
    ["a two-character zip", { zip: "10" }, "body.zip", "Enter a 5-digit ZIP code"],
    ["a four-digit zip", { zip: "1000" }, "body.zip", "Enter a 5-digit ZIP code"],
    ["a zip with letters", { zip: "1000A" }, "body.zip", "Enter a 5-digit ZIP code"],
    ["a ZIP+4 with five extra digits", { zip: "10001-12345" }, "body.zip", "Enter a 5-digit ZIP code"],
    ["a zip with symbols", { zip: "100#1" }, "body.zip", "Enter a 5-digit ZIP code"],
    ["a blank city", { city: " " }, "body.city", "Required"],
    ["an 81-character city", { city: "c".repeat(81) }, "body.city", "Use at most 80 characters"],
    ["a 121-character address", { address: "a".repeat(121) }, "body.address", "Use at most 120 characters"],
    [
      "a 121-character address line 2",
      { address2: "a".repeat(121) },
      "body.address2",
      "Use at most 120 characters",
    ],
    ["a state name instead of its code", { state: "New York" }, "body.state", "Choose a state"],
    ["a one-letter state", { state: "N" }, "body.state", "Choose a state"],
    [
      "a phone without country code",
      { phone: "5550301234" },
      "body.phone",
      "Enter the phone number with its country code, e.g. +15551234567",
    ],
    [
      "a phone with letters",
      { phone: "+1555CALLNOW" },
      "body.phone",
      "Enter the phone number with its country code, e.g. +15551234567",
    ],
  ])("refuses %s with a field message and changes nothing", async (_, invalid, path, fieldMessage) => {
    const { cookie } = await freshPlayer();
    const before = await getProfile(cookie);
    // Valid fields sent alongside the invalid one are not saved either.
    const response = await updateProfile(cookie, { ...EASY_PROFILE, ...invalid });
    expect(response.statusCode).toBe(400);
    const fields: { path: string; message: string }[] = response.json().error.fields;
    expect(fields).toContainEqual({ path, message: fieldMessage });
    expect(fields.every((field) => field.path === path)).toBe(true);
    expect(await getProfile(cookie)).toEqual(before);
  });

  it("accepts the longest allowed values, a birthday exactly 18 years ago, and normalises state and phone", async () => {
    const { cookie } = await freshPlayer();
    const response = await updateProfile(cookie, {
      name: `Mary-Jane O'Neil ${"a".repeat(33)}`,
      surname: "Ł".repeat(50),
      birthday: "2008-03-15",
      zip: "10001-1234",
      city: "c".repeat(80),
      address: "a".repeat(120),
      address2: "b".repeat(120),
      state: "ny",
      phone: "+1 (555) 030-1000",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      birthday: "2008-03-15",
      state: "NY",
      phone: "+15550301000",
      profileCompleted: true,
    });
  });
});

describe("profile completion", () => {
  it("completes registration with the easy profile and records the profile reward once", async () => {
    const { cookie, playerId } = await freshPlayer();
    expect(await getProfile(cookie)).toMatchObject({
      easyProfileModuleEnabled: true,
      easyProfileCompleted: false,
      profileCompleted: false,
      uncompletedProfileFields: [
        "name",
        "surname",
        "birthday",
        "zip",
        "city",
        "address",
        "address2",
        "state",
        "phone",
      ],
    });

    const partial = await updateProfile(cookie, { name: "Ana", surname: "García", birthday: "1990-06-30" });
    expect(partial.json().data.easyProfileCompleted).toBe(false);
    expect(await profileRewardRows(playerId)).toEqual([]);

    const easy = await updateProfile(cookie, { zip: "10001" });
    expect(PlayerProfile.parse(easy.json().data)).toMatchObject({
      ...EASY_PROFILE,
      easyProfileCompleted: true,
      profileCompleted: true,
      uncompletedProfileFields: ["city", "address", "address2", "state", "phone"],
    });
    expect(await appInit(t.app, cookie)).toMatchObject({
      Registration: { complete: true },
      profileCompleted: true,
      profile: {
        easyProfileCompleted: true,
        uncompletedProfileFields: ["city", "address", "address2", "state", "phone"],
      },
    });
    const rewards = await t.app.inject({ method: "GET", url: "/rest/player/rewards/", headers: { cookie } });
    expect(rewards.json().data.profile).toEqual({ available: true, completed: true, coins: 5_000_000 });

    await updateProfile(cookie, { zip: "10002" });
    await updateProfile(cookie, { city: "New York" });
    expect(await profileRewardRows(playerId)).toEqual([
      expect.objectContaining({ playerId, kind: "profile", coins: 5_000_000 }),
    ]);
  });

  it("gives app init the first name once the player gives it, and only the first name (ADR 092)", async () => {
    const { cookie } = await freshPlayer();
    expect((await appInit(t.app, cookie)).profile).toEqual({
      easyProfileCompleted: false,
      uncompletedProfileFields: expect.any(Array),
      name: null,
    });

    await updateProfile(cookie, { name: "Ana", surname: "García" });
    const { profile } = await appInit(t.app, cookie);
    expect(profile.name).toBe("Ana");
    expect(profile).not.toHaveProperty("surname");
    // A guest has no profile to name.
    expect((await appInit(t.app)).profile).toBeNull();
  });

  it("lists no field left once every field is filled", async () => {
    const { cookie } = await freshPlayer();
    await updateProfile(cookie, EASY_PROFILE);
    const full = await updateProfile(cookie, { ...REST_OF_PROFILE, phone: "+15550301001" });
    expect(full.json().data).toMatchObject({ profileCompleted: true, uncompletedProfileFields: [] });
    expect(await appInit(t.app, cookie)).toMatchObject({
      profileCompleted: true,
      phone: "+15550301001",
      phoneConfirmed: false,
    });
  });

  it("makes a confirmed phone unconfirmed when it changes, and only then", async () => {
    const { cookie } = await freshPlayer();
    await confirmPhone(t.app, cookie, "+15550301002", textedCode);
    expect((await getProfile(cookie)).phoneConfirmed).toBe(true);

    const same = await updateProfile(cookie, { phone: "+1 555 030 1002", name: "Ana" });
    expect(same.json().data).toMatchObject({ phone: "+15550301002", phoneConfirmed: true });

    const changed = await updateProfile(cookie, { phone: "+15550301003" });
    expect(changed.json().data).toMatchObject({ phone: "+15550301003", phoneConfirmed: false });
    expect((await appInit(t.app, cookie)).phoneConfirmed).toBe(false);
  });

  it("saves a phone another player has confirmed as unconfirmed, saying nothing about its owner", async () => {
    const owner = await freshPlayer();
    await confirmPhone(t.app, owner.cookie, "+15550301004", textedCode);
    const { cookie } = await freshPlayer();
    const response = await updateProfile(cookie, { name: "Ana", phone: "+15550301004" });
    expect(response.statusCode).toBe(200);
    expect(await getProfile(cookie)).toMatchObject({
      name: "Ana",
      phone: "+15550301004",
      phoneConfirmed: false,
    });
    expect(await getProfile(owner.cookie)).toMatchObject({ phone: "+15550301004", phoneConfirmed: true });
  });

  it("answers in Spanish for a Spanish visitor", async () => {
    const { cookie } = await freshPlayer();
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/player/profile/",
      headers: { cookie, "accept-language": "es" },
      payload: { birthday: "2010-01-01" },
    });
    expect(response.json().error.fields).toEqual([
      { path: "body.birthday", message: "Debes tener 18 años o más para jugar." },
    ]);
  });
});

describe("game mode (spec §1, §7)", () => {
  it("switches between SweepStakes and TournamentPoints, refused cross-site and to guests", async () => {
    const { cookie } = await freshPlayer();
    const switchTo = (mode: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "GET",
        url: `/rest/player/game-mode/switch-to-${mode}/`,
        headers: { cookie, "sec-fetch-site": "same-origin", ...headers },
      });
    expect((await appInit(t.app, cookie)).gameMode).toBe("TournamentPoints");
    expect((await switchTo("sweep-stakes")).json()).toEqual({ success: true, gameMode: "SweepStakes" });
    expect((await appInit(t.app, cookie)).gameMode).toBe("SweepStakes");

    expect((await switchTo("tournament-points", { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await appInit(t.app, cookie)).gameMode).toBe("SweepStakes");
    expect((await switchTo("tournament-points")).json().gameMode).toBe("TournamentPoints");
    expect((await switchTo("jackpots")).statusCode).toBe(400);
    const guest = await t.app.inject({
      method: "GET",
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("profile page", () => {
  it("shows the profile with the rewards and inactive verification", async () => {
    const { cookie } = await freshPlayer();
    await updateProfile(cookie, EASY_PROFILE);
    const response = await t.app.inject({ method: "GET", url: "/rest/page/profile/", headers: { cookie } });
    const { responsiblePlay, documentConfirmStatus, autoVerificationData, ...page } =
      ProfilePageResponse.parse(response.json()).data;
    // The responsible-play and verification modules' slices; their own tests check their values.
    expect(responsiblePlay.purchaseLimitPeriod).toBeNull();
    expect(documentConfirmStatus).toBeNull();
    expect(autoVerificationData.isAvailable).toBe(true);
    expect(page).toEqual({
      profile: await getProfile(cookie),
      rewards: {
        email: { available: true, completed: false, coins: 2_000_000 },
        profile: { available: true, completed: true, coins: 5_000_000 },
        phone: { available: true, completed: false, coins: 2_000_000 },
      },
    });
  });
});

describe("guests", () => {
  it.each([
    ["GET", "/rest/player/profile/", undefined],
    ["POST", "/rest/player/profile/", { name: "Ana" }],
    ["GET", "/rest/player/rewards/", undefined],
    ["GET", "/rest/page/profile/", undefined],
    ["GET", "/rest/player/terms/", undefined],
    ["POST", "/rest/player/terms/accept/", { version: 1 }],
    ["POST", "/rest/email/confirm/send/", undefined],
    ["POST", "/rest/phone/confirm/send/", { phone: "+15550301999" }],
    ["POST", "/rest/phone/confirm/", { code: "123456" }],
  ] as const)("get 401 from %s %s", async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: "UNAUTHORIZED",
      reason: "NOT_AUTHENTICATED",
      message: "Please sign in to continue.",
    });
    // Only sign-in answers repeat the message in `data`.
    expect(response.json().data).toBeUndefined();
  });

  it("get 401 with a session that has ended", async () => {
    const { cookie } = await freshPlayer();
    await t.app.inject({ method: "GET", url: "/rest/logout/", headers: { cookie } });
    const response = await t.app.inject({ method: "GET", url: "/rest/player/profile/", headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});

// Publishing terms changes them for every player of the app, so these run last.
describe("terms", () => {
  // Published beside the app, as another instance would: app init shows it once its held copy is stale.
  const publish = async () => {
    const version = await publishTermsVersion({ db: t.database.db, clock: t.clock }, "Updated terms");
    t.clock.advance(TERMS_VERSION_TTL_MS);
    return version;
  };
  const termsOf = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/rest/player/terms/", headers: { cookie } })).json().data;
  const accept = (cookie: string, version: number) =>
    t.app.inject({
      method: "POST",
      url: "/rest/player/terms/accept/",
      headers: { cookie },
      payload: { version },
    });

  it("asks every player to accept a newly published version, and only that version", async () => {
    const { cookie } = await freshPlayer();
    expect(await termsOf(cookie)).toEqual({ currentVersion: 1, acceptedVersion: 1, needsAcceptance: false });

    const current = await publish();
    expect(current).toBe(2);
    const pending = { currentVersion: 2, acceptedVersion: 1, needsAcceptance: true };
    expect(await termsOf(cookie)).toEqual(pending);
    expect((await appInit(t.app, cookie)).terms).toEqual(pending);
    // A guest has nothing to accept.
    expect((await appInit(t.app)).terms).toEqual({
      currentVersion: 2,
      acceptedVersion: null,
      needsAcceptance: false,
    });

    for (const version of [1, 3]) {
      const refused = await accept(cookie, version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        "Our terms have changed. Please review and accept the current version.",
      );
    }
    expect(await termsOf(cookie)).toEqual(pending);

    const accepted = await accept(cookie, 2);
    expect(accepted.json()).toEqual({
      success: true,
      data: { currentVersion: 2, acceptedVersion: 2, needsAcceptance: false },
    });
    expect((await appInit(t.app, cookie)).terms.needsAcceptance).toBe(false);
  });

  it("refuses sign-up against a version that is no longer current", async () => {
    const current = await publish();
    const signUpWith = (termsVersion: number) =>
      t.app.inject({
        method: "POST",
        url: "/rest/registration/",
        payload: { email: "late-reader@example.com", password: STRONG_PASSWORD, termsVersion },
      });
    const outdated = await signUpWith(current - 1);
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().error.message).toBe(
      "Our terms have changed. Please review and accept the current version.",
    );

    const accepted = await signUpWith(current);
    expect(accepted.statusCode).toBe(200);
    expect((await appInit(t.app, cookieHeader(cookiesFrom(accepted)))).terms).toEqual({
      currentVersion: current,
      acceptedVersion: current,
      needsAcceptance: false,
    });
  });
});
