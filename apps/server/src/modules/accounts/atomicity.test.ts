/**
 * Every account operation that writes more than once stands or falls as a whole. Each test makes
 * the operation's last write fail with a trigger and checks that none of the earlier writes
 * remain, and that nothing was sent about them; then, with the trigger gone, that the operation
 * still works, so no secret was used up by the failed attempt. Runs on PGlite and PostgreSQL.
 */
import { FUNRIZE } from "@reelhouse/contract/brands";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, signInFailures, socialIdentities, verificationTokens } from "../../db/schema/index.ts";
import { hashSecret } from "../../lib/secrets.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { renderEmail } from "../messaging/service.ts";
import type { SocialIdentity } from "../social-auth/service.ts";
import type { OutgoingEmail } from "./context.ts";
import { type Accounts, createAccounts, type Requester } from "./service.ts";
import { codeIn, linkParam, STRONG_PASSWORD } from "./testing.ts";

let t: TestApp;
let accounts: Accounts;
const emails: OutgoingEmail[] = [];
const texts: { to: string; body: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  accounts = createAccounts({
    db: t.database.db,
    clock: t.clock,
    log: t.app.log,
    messenger: {
      sendEmail: async (email) => void emails.push(email),
      sendMarketingEmail: async (email) => void emails.push(email),
      sendSms: async (sms) => void texts.push(sms),
      renderEmail,
    },
    settings: t.config.session,
    playerCreatedHooks: [],
  });
});
afterAll(async () => {
  await t.close();
});

const requester: Requester = {
  ip: "203.0.113.7",
  userAgent: "atomicity test",
  locale: "en",
  previousTokenHash: null,
  origin: "http://localhost",
  brand: FUNRIZE,
};

type Write = "INSERT" | "UPDATE" | "DELETE";

/** Runs `operation` while every `write` on `table` fails, and expects the operation to fail with it. */
async function failingLastWrite(table: string, write: Write, operation: () => Promise<unknown>) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function fail_last_write() returns trigger language plpgsql as $$
      begin raise exception 'injected failure on %', tg_table_name; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_last_write before ${write} on "${table}"
      for each row execute function fail_last_write()`),
  );
  try {
    const error = await operation().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(describeError(error)).toContain(`injected failure on ${table}`);
  } finally {
    await db.execute(sql.raw(`drop trigger fail_last_write on "${table}"`));
  }
}

/** The error's message with its causes: drivers wrap the database's own error. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.message} ${error.cause ? describeError(error.cause) : ""}`;
}

async function playerByEmail(email: string) {
  const [player] = await t.database.db.select().from(players).where(eq(players.email, email));
  return player;
}

let counter = 0;
const freshEmail = () => `atomic-${++counter}@example.com`;
const freshPhone = () => `+1555030${String(++counter).padStart(4, "0")}`;

function lastEmailTo(to: string): OutgoingEmail {
  const email = emails.findLast((sent) => sent.to === to);
  if (!email) throw new Error(`no email to ${to}`);
  return email;
}

function lastCodeTo(to: string): string {
  return codeIn(texts.findLast((sent) => sent.to === to)?.body ?? "");
}

async function signUp(email = freshEmail()) {
  const session = await accounts.signUp({ email, password: STRONG_PASSWORD, termsVersion: 1 }, requester);
  return { email, ...session };
}

describe("sign-up", () => {
  it("leaves no player, no confirmation link and no email when its session cannot be stored", async () => {
    const email = freshEmail();
    await failingLastWrite("sessions", "INSERT", () => signUp(email));
    expect(await playerByEmail(email)).toBeUndefined();
    const links = await t.database.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.target, email));
    expect(links).toEqual([]);
    expect(emails.filter((sent) => sent.to === email)).toEqual([]);

    await signUp(email);
    expect(await playerByEmail(email)).toBeDefined();
  });
});

describe("sign-in", () => {
  it("keeps the session the browser held and the counted failures when the new session cannot be stored", async () => {
    const first = await signUp();
    await expect(
      accounts.signIn({ email: first.email, password: "not the password" }, requester),
    ).rejects.toThrow();
    const signingIn = { ...requester, previousTokenHash: hashSecret(first.token) };

    await failingLastWrite("sessions", "INSERT", () =>
      accounts.signIn({ email: first.email, password: STRONG_PASSWORD }, signingIn),
    );
    expect(await accounts.resolveSession(hashSecret(first.token))).toBe(first.playerId);
    const failures = await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, `account:${first.email}`));
    expect(failures).toHaveLength(1);

    const second = await accounts.signIn({ email: first.email, password: STRONG_PASSWORD }, signingIn);
    expect(await accounts.resolveSession(hashSecret(second.token))).toBe(first.playerId);
    expect(await accounts.resolveSession(hashSecret(first.token))).toBeNull();
  });
});

describe("a new confirmation link", () => {
  it("keeps the previous link working when the new one cannot be stored", async () => {
    const { email, playerId } = await signUp();
    const firstLink = linkParam(lastEmailTo(email).text, "confirmEmail");
    await failingLastWrite("verification_tokens", "INSERT", () =>
      accounts.sendEmailConfirmation(playerId, requester),
    );
    expect(emails.filter((sent) => sent.to === email)).toHaveLength(1);
    await accounts.confirmEmail(firstLink, "en");
    expect((await playerByEmail(email))?.emailConfirmedAt).not.toBeNull();
  });
});

describe("email confirmation", () => {
  it("leaves the email unconfirmed and the link unused when the reward cannot be recorded", async () => {
    const { email, playerId } = await signUp();
    const link = linkParam(lastEmailTo(email).text, "confirmEmail");
    await failingLastWrite("player_rewards", "INSERT", () => accounts.confirmEmail(link, "en"));
    expect((await playerByEmail(email))?.emailConfirmedAt).toBeNull();
    expect((await accounts.getRewards(playerId)).email.completed).toBe(false);

    await accounts.confirmEmail(link, "en");
    expect((await playerByEmail(email))?.emailConfirmedAt).not.toBeNull();
    expect((await accounts.getRewards(playerId)).email.completed).toBe(true);
  });
});

describe("phone confirmation", () => {
  it("leaves the phone unconfirmed and the code unused when the reward cannot be recorded", async () => {
    const { email, playerId } = await signUp();
    const phone = freshPhone();
    await accounts.sendPhoneConfirmation(playerId, phone, requester);
    const code = lastCodeTo(phone);
    await failingLastWrite("player_rewards", "INSERT", () => accounts.confirmPhone(playerId, code, "en"));
    const player = await playerByEmail(email);
    expect(player?.phone).toBeNull();
    expect(player?.phoneConfirmedAt).toBeNull();

    await accounts.confirmPhone(playerId, code, "en");
    expect((await playerByEmail(email))?.phoneConfirmedAt).not.toBeNull();
    expect((await accounts.getRewards(playerId)).phone.completed).toBe(true);
  });
});

describe("password reset", () => {
  it("keeps the old password, the sessions and the link when the sessions cannot be ended", async () => {
    const { email, token: sessionToken, playerId } = await signUp();
    await accounts.requestPasswordReset({ email }, requester);
    const link = linkParam(lastEmailTo(email).text, "token");
    const newPassword = "a brand new long passphrase";

    await failingLastWrite("sessions", "DELETE", () =>
      accounts.resetPassword({ token: link, password: newPassword }, "en"),
    );
    expect(await accounts.resolveSession(hashSecret(sessionToken))).toBe(playerId);
    expect((await playerByEmail(email))?.emailConfirmedAt).toBeNull();
    expect((await accounts.getRewards(playerId)).email.completed).toBe(false);
    await expect(accounts.signIn({ email, password: newPassword }, requester)).rejects.toThrow();
    await expect(accounts.signIn({ email, password: STRONG_PASSWORD }, requester)).resolves.toBeDefined();

    await accounts.resetPassword({ token: link, password: newPassword }, "en");
    expect(await accounts.resolveSession(hashSecret(sessionToken))).toBeNull();
    await expect(accounts.signIn({ email, password: newPassword }, requester)).resolves.toBeDefined();
  });
});

describe("social sign-in", () => {
  const identity = (email: string, subject: string): SocialIdentity => ({
    provider: "google",
    subject,
    email,
    emailVerified: true,
    givenName: "Ada",
    familyName: "Lovelace",
  });
  const socialRequester = { ...requester, invitedBy: null, termsVersion: 1 };

  it("leaves no player and no linked identity when the new player's session cannot be stored", async () => {
    const email = freshEmail();
    await failingLastWrite("sessions", "INSERT", () =>
      accounts.signInWithIdentity(identity(email, `new-${counter}`), socialRequester),
    );
    expect(await playerByEmail(email)).toBeUndefined();
    const links = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, `new-${counter}`));
    expect(links).toEqual([]);

    const session = await accounts.signInWithIdentity(identity(email, `new-${counter}`), socialRequester);
    expect(session.isNewPlayer).toBe(true);
  });

  it("neither links nor confirms an existing account when its session cannot be stored", async () => {
    const { email, playerId } = await signUp();
    const subject = `existing-${counter}`;
    await failingLastWrite("sessions", "INSERT", () =>
      accounts.signInWithIdentity(identity(email, subject), socialRequester),
    );
    expect((await playerByEmail(email))?.emailConfirmedAt).toBeNull();
    expect((await accounts.getRewards(playerId)).email.completed).toBe(false);
    const links = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, subject));
    expect(links).toEqual([]);

    const session = await accounts.signInWithIdentity(identity(email, subject), socialRequester);
    expect(session).toMatchObject({ playerId, isNewPlayer: false });
  });
});

describe("profile", () => {
  it("keeps the profile as it was when completing it cannot record the reward", async () => {
    const { email, playerId } = await signUp();
    const easyProfile = { name: "Ada", surname: "Lovelace", birthday: "1990-12-10", zip: "73301" };
    await failingLastWrite("player_rewards", "INSERT", () =>
      accounts.updateProfile(playerId, easyProfile, "en"),
    );
    expect(await playerByEmail(email)).toMatchObject({
      name: null,
      surname: null,
      birthday: null,
      zip: null,
    });

    const profile = await accounts.updateProfile(playerId, easyProfile, "en");
    expect(profile.easyProfileCompleted).toBe(true);
    expect((await accounts.getRewards(playerId)).profile.completed).toBe(true);
  });
});
