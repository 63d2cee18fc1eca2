import { describe, expect, it } from "vitest";
import { referralCodeFromCookie, referralCodeFromQuery } from "./referral.ts";

describe("referral codes", () => {
  it("reads invited_by, or refcode when there is none", () => {
    expect(referralCodeFromQuery(new URLSearchParams("invited_by=amy-42"))).toBe("amy-42");
    expect(referralCodeFromQuery(new URLSearchParams("refcode=BOB_7"))).toBe("BOB_7");
    expect(referralCodeFromQuery(new URLSearchParams("invited_by=amy&refcode=bob"))).toBe("amy");
  });

  it("ignores anything that is not a referral code", () => {
    expect(referralCodeFromQuery(new URLSearchParams("invited_by=<script>"))).toBeNull();
    expect(referralCodeFromQuery(new URLSearchParams(`refcode=${"x".repeat(65)}`))).toBeNull();
    expect(referralCodeFromQuery(new URLSearchParams("game=7"))).toBeNull();
  });

  it("reads the remembered code back from the cookie header", () => {
    expect(referralCodeFromCookie("isGuest=true; referral_code=amy-42; i18n_redirected=es")).toBe("amy-42");
    expect(referralCodeFromCookie("referral_code=%3Cscript%3E")).toBeNull();
    expect(referralCodeFromCookie(null)).toBeNull();
  });
});
