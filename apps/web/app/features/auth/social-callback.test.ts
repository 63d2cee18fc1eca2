import { describe, expect, it } from "vitest";
import { rememberNextPath, socialCallbackFrom, takeNextPath } from "./social-callback.ts";

const at = (query: string) => new URL(`http://site/signin${query}`);

describe("socialCallbackFrom", () => {
  it("reads the provider from the state it started with", () => {
    expect(socialCallbackFrom(at("?code=abc&state=google.r4nd0m"))).toEqual({
      method: "google",
      code: "abc",
      state: "google.r4nd0m",
    });
    expect(socialCallbackFrom(at("?code=x&state=apple.s&user=%7B%7D"))).toEqual({
      method: "apple",
      code: "x",
      state: "apple.s",
      appleUser: "{}",
    });
    expect(socialCallbackFrom(at("?code=x&state=google.s&user=%7B%7D"))).not.toHaveProperty("appleUser");
  });

  it("is not a callback without code or error, without state, or for an unknown provider", () => {
    expect(socialCallbackFrom(at(""))).toBeNull();
    expect(socialCallbackFrom(at("?code=abc"))).toBeNull();
    expect(socialCallbackFrom(at("?state=google.x"))).toBeNull();
    expect(socialCallbackFrom(at("?code=abc&state=myspace.x"))).toBeNull();
    expect(socialCallbackFrom(at("?error=access_denied"))).toBeNull();
    expect(socialCallbackFrom(at("?error=access_denied&state=myspace.x"))).toBeNull();
  });

  it("reads a provider's refusal (the player cancelled, or the provider failed) from its error", () => {
    expect(socialCallbackFrom(at("?error=access_denied&state=google.r4nd0m"))).toEqual({
      method: "google",
      error: "access_denied",
    });
    expect(socialCallbackFrom(at("?error=user_cancelled_authorize&state=apple.s"))).toEqual({
      method: "apple",
      error: "user_cancelled_authorize",
    });
  });
});

describe("takeNextPath", () => {
  it("gives the remembered path once", () => {
    rememberNextPath("/game?id=lucky-7");
    expect(takeNextPath()).toBe("/game?id=lucky-7");
    expect(takeNextPath()).toBeNull();
  });

  it.each(["//evil.example/", "https://evil.example/", "/\t/evil.example"])(
    "refuses a stored %j that would leave the site",
    (stored) => {
      sessionStorage.setItem("social-sign-in-next", stored);
      expect(takeNextPath()).toBeNull();
      expect(sessionStorage.getItem("social-sign-in-next")).toBeNull();
    },
  );
});
