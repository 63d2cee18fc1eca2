import type { DevOutboxMessage } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";

const TOKEN = "mail-in-test-operator-token-0123456789abcdef";
const OPERATOR = { authorization: `Bearer ${TOKEN}`, "x-operator": "Dana at the mail desk" };
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_API_TOKEN: TOKEN });
  t.clock.set("2026-03-10T15:00:00Z");
});
afterAll(() => t.close());

async function requestCode(player: TestPlayer) {
  return t.app.inject({
    method: "POST",
    url: "/rest/mail-in/codes/",
    headers: { cookie: player.cookie, ...SAME_SITE },
  });
}

async function newCodeOf(player: TestPlayer): Promise<string> {
  const response = await requestCode(player);
  expect(response.statusCode).toBe(200);
  return response.json().data.code.code;
}

async function summaryOf(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/mail-in/",
    headers: { cookie: player.cookie },
  });
  return response.json().data;
}

const card = (postmarkedOn: string) => ({
  name: "Ada Lovelace",
  address: "12 Elm St, Springfield, IL 62701",
  postmarkedOn,
});

function credit(code: string, body: object, headers: Record<string, string> = OPERATOR) {
  return t.app.inject({
    method: "POST",
    url: `/api/operator/mail-in/codes/${code}/credit/`,
    headers,
    payload: body,
  });
}

async function lookUp(code: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/operator/mail-in/codes/${code}/`,
    headers: OPERATOR,
  });
  return response.json().data;
}

const entriesOf = async (player: TestPlayer) => (await t.app.wallet.balances(player.playerId)).entries;

/** What the books hold for the player and the code, to show a refusal changed nothing. */
async function snapshot(player: TestPlayer) {
  return { entries: await entriesOf(player), summary: await summaryOf(player) };
}

async function outbox(to: string): Promise<DevOutboxMessage[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/dev/outbox/",
    query: { to, channel: "email" },
  });
  return response.json().data;
}

describe("a player's mail-in codes", () => {
  it("issues a code to write on the card and lists it as waiting, with the rules", async () => {
    const player = await signUpPlayer(t.app);
    const response = await requestCode(player);
    expect(response.statusCode).toBe(200);
    const { code, summary } = response.json().data;
    expect(code).toMatchObject({ state: "waiting", credit: null, issuedAt: "2026-03-10T15:00:00.000Z" });
    expect(code.code).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Date(code.expiresAt).getTime() - new Date(code.issuedAt).getTime()).toBe(90 * DAY_MS);
    expect(summary).toEqual({
      rules: { entriesPerRequest: 500, maxWaitingCodes: 3, codeLifetimeDays: 90 },
      codes: [code],
    });
  });

  it("tells a guest the rules, and gives codes to players only", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/rest/mail-in/" });
    expect(guest.json().data).toEqual({
      rules: { entriesPerRequest: 500, maxWaitingCodes: 3, codeLifetimeDays: 90 },
      codes: null,
    });
    expect(
      (await t.app.inject({ method: "POST", url: "/rest/mail-in/codes/", headers: SAME_SITE })).statusCode,
    ).toBe(401);
  });

  it("holds at most three unused codes, and gives another once one is used or expired", async () => {
    const player = await signUpPlayer(t.app);
    const first = await newCodeOf(player);
    await newCodeOf(player);
    await newCodeOf(player);
    const refused = await requestCode(player);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: "MAIL_IN_TOO_MANY_CODES",
      message:
        "You already have 3 unused codes. Mail one of them, or wait until one expires, before asking for another.",
    });
    expect((await summaryOf(player)).codes).toHaveLength(3);

    expect((await credit(first, card("2026-03-10"))).statusCode).toBe(200);
    await newCodeOf(player);
    expect((await requestCode(player)).statusCode).toBe(409);
  });

  it("never lets two requests at once pass the limit", async () => {
    const player = await signUpPlayer(t.app);
    const answers = await Promise.all([...Array(5)].map(() => requestCode(player)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await summaryOf(player)).codes).toHaveLength(3);
  });

  it("shows a player only their own codes, and refuses another's from the operator routes", async () => {
    const owner = await signUpPlayer(t.app);
    const other = await signUpPlayer(t.app);
    const code = await newCodeOf(owner);
    expect((await summaryOf(other)).codes).toEqual([]);
    const asPlayer = await t.app.inject({
      method: "GET",
      url: `/api/operator/mail-in/codes/${code}/`,
      headers: { cookie: other.cookie },
    });
    expect(asPlayer.statusCode).toBe(401);
    const creditAsPlayer = await credit(code, card("2026-03-10"), { cookie: other.cookie, ...SAME_SITE });
    expect(creditAsPlayer.statusCode).toBe(401);
    expect((await summaryOf(owner)).codes[0].state).toBe("waiting");
  });
});

describe("an operator crediting a card", () => {
  it("credits the entries once, with play-through, tells the player, and shows the code credited", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const before = await entriesOf(player);

    const response = await credit(code.toLowerCase().replace(/-/g, " "), card("2026-03-11"));
    expect(response.statusCode).toBe(200);
    const credited = response.json().data;
    expect(credited).toMatchObject({
      code,
      state: "credited",
      playerId: player.playerId,
      playerEmail: player.email,
      credit: {
        entries: 500,
        postmarkedOn: "2026-03-11",
        cardName: "Ada Lovelace",
        cardAddress: "12 Elm St, Springfield, IL 62701",
        creditedBy: "Dana at the mail desk",
        creditedAt: "2026-03-10T15:00:00.000Z",
      },
    });

    const after = await entriesOf(player);
    expect(after.promotional - before.promotional).toBe(500);
    expect(after.redeemable).toBe(before.redeemable);
    expect(after.playThroughLeft - before.playThroughLeft).toBe(500);

    const history = await t.app.inject({
      method: "GET",
      url: "/rest/player/transactions/",
      headers: { cookie: player.cookie },
    });
    expect(history.json().data.transactions[0]).toMatchObject({
      id: credited.credit.transactionId,
      kind: "mail_in_entries",
      entries: 500,
    });

    const { codes } = await summaryOf(player);
    expect(codes[0]).toMatchObject({
      code,
      state: "credited",
      credit: { entries: 500, postmarkedOn: "2026-03-11", creditedAt: "2026-03-10T15:00:00.000Z" },
    });

    const [email] = await outbox(player.email);
    expect(email?.subject).toMatch(/^5 free entries added to your .+ account$/);
    expect(email?.text).toContain(code);
    expect(email?.text).toContain("March 11, 2026");
    expect(email?.text).toContain("/mail-in");

    const lookUp = await t.app.inject({
      method: "GET",
      url: `/api/operator/mail-in/codes/${code}/`,
      headers: OPERATOR,
    });
    expect(lookUp.json().data).toEqual(credited);
  });

  it("pays once when the same card is entered twice at the same moment", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const before = await entriesOf(player);
    const answers = await Promise.all([credit(code, card("2026-03-10")), credit(code, card("2026-03-10"))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      reason: "MAIL_IN_CODE_CREDITED",
      message: `Code ${code} was already credited on 2026-03-10.`,
    });
    expect((await entriesOf(player)).promotional - before.promotional).toBe(500);
  });

  it("credits one card per player per postmark day, even two codes at the same moment", async () => {
    const player = await signUpPlayer(t.app);
    const [first, second] = [await newCodeOf(player), await newCodeOf(player)];
    const before = await entriesOf(player);
    const answers = await Promise.all([
      credit(first, card("2026-03-09")),
      credit(second, card("2026-03-09")),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.reason).toBe("MAIL_IN_DAY_USED");
    expect((await entriesOf(player)).promotional - before.promotional).toBe(500);

    const waiting = answers[0]?.statusCode === 409 ? first : second;
    expect((await credit(waiting, card("2026-03-10"))).statusCode).toBe(200);
  });

  it("refuses an unknown, misread, expired or impossibly postmarked code with nothing changed", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const before = await snapshot(player);

    const misread = await credit("RH-0000-0001", card("2026-03-10"));
    expect(misread.statusCode).toBe(400);
    expect(misread.json().error.reason).toBe("MAIL_IN_CODE_MALFORMED");

    const unknown = await credit("RH-0000-0000", card("2026-03-10"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      reason: "MAIL_IN_CODE_UNKNOWN",
      message: "There is no mail-in code RH-0000-0000.",
    });

    const early = await credit(code, card("2026-03-01"));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.reason).toBe("MAIL_IN_POSTMARK_INVALID");
    const future = await credit(code, card("2026-03-20"));
    expect(future.json().error.reason).toBe("MAIL_IN_POSTMARK_INVALID");

    const invalidBody = await credit(code, { name: "", address: "x", postmarkedOn: "10/03/2026" });
    expect(invalidBody.statusCode).toBe(400);

    expect(await snapshot(player)).toEqual(before);

    // Past its last day, the code shows expired; only a card postmarked in time still counts.
    t.clock.advance(100 * DAY_MS);
    try {
      expect((await lookUp(code)).state).toBe("expired");
      const late = await credit(code, card("2026-06-10"));
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatchObject({
        reason: "MAIL_IN_CODE_EXPIRED",
        message: `Code ${code} expired on 2026-06-08; the card was postmarked 2026-06-10.`,
      });
      expect(await entriesOf(player)).toEqual(before.entries);
      expect((await lookUp(code)).credit).toBeNull();
      expect((await credit(code, card("2026-06-08"))).statusCode).toBe(200);
    } finally {
      t.clock.set("2026-03-10T15:00:00Z");
    }
  });

  it("leaves nothing behind when the code's last write fails: no entries, no email, the code still waiting", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const before = await snapshot(player);
    const emailsBefore = (await outbox(player.email)).length;
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function fail_mail_in_credit() returns trigger language plpgsql as $$
        begin raise exception 'injected failure on %', tg_table_name; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_mail_in_credit before update on "mail_in_codes"
        for each row execute function fail_mail_in_credit()`),
    );
    try {
      expect((await credit(code, card("2026-03-10"))).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger fail_mail_in_credit on "mail_in_codes"`));
    }
    expect(await snapshot(player)).toEqual(before);
    expect(await outbox(player.email)).toHaveLength(emailsBefore);
    expect((await credit(code, card("2026-03-10"))).statusCode).toBe(200);
    expect((await entriesOf(player)).promotional - before.entries.promotional).toBe(500);
  });

  it("answers a look-up of a waiting code with its player", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/operator/mail-in/codes/${code}/`,
      headers: OPERATOR,
    });
    expect(response.json().data).toMatchObject({
      code,
      state: "waiting",
      playerId: player.playerId,
      credit: null,
    });
  });

  it("refuses the operator routes without the token", async () => {
    const player = await signUpPlayer(t.app);
    const code = await newCodeOf(player);
    const noToken = await t.app.inject({ method: "GET", url: `/api/operator/mail-in/codes/${code}/` });
    expect(noToken.statusCode).toBe(401);
    const wrongToken = await credit(code, card("2026-03-10"), { authorization: "Bearer not-the-token" });
    expect(wrongToken.statusCode).toBe(401);
    expect((await summaryOf(player)).codes[0].state).toBe("waiting");
  });
});

describe("with the operator API off", () => {
  it("answers 404 on the operator routes", async () => {
    const off = await buildTestApp();
    try {
      const lookUp = await off.app.inject({
        method: "GET",
        url: "/api/operator/mail-in/codes/RH-0000-0000/",
      });
      expect(lookUp.statusCode).toBe(404);
      const creditAnswer = await off.app.inject({
        method: "POST",
        url: "/api/operator/mail-in/codes/RH-0000-0000/credit/",
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: card("2026-03-10"),
      });
      expect(creditAnswer.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
