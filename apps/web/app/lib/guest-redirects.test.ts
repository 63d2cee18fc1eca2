import { describe, expect, it } from "vitest";
import { guestRedirectFor } from "./guest-redirects.ts";

const at = (path: string) => new URL(path, "http://site");

describe("guestRedirectFor", () => {
  it("sends openModal=register and register1 to sign-up, keeping the referral code", () => {
    expect(guestRedirectFor(at("/?openModal=register&invited_by=amy"), "en")).toBe("/signup/?invited_by=amy");
    expect(guestRedirectFor(at("/es/lobby?openModal=register1"), "es")).toBe("/es/signup/");
  });

  it("sends a guest opening a game to sign-up, coming back to the page with the game open", () => {
    expect(guestRedirectFor(at("/lobby?game=lucky-7&category=slots"), "en")).toBe(
      "/signup/?category=slots&redirectTo=%2Flobby%3Fgame%3Dlucky-7%26category%3Dslots",
    );
  });

  it("sends no way back that would leave the site", () => {
    // `/.//evil.example/` is the path `//evil.example/`, which a browser would take for a host.
    expect(guestRedirectFor(at("/.//evil.example/?game=lucky-7"), "en")).toBe("/signup/");
  });

  it("leaves other pages and other modals alone", () => {
    expect(guestRedirectFor(at("/lobby?category=slots"), "en")).toBeNull();
    expect(guestRedirectFor(at("/?openModal=login"), "en")).toBeNull();
  });
});
