import { describe, expect, it } from "vitest";
import { requestHost } from "./site.ts";

describe("requestHost", () => {
  it.each([
    ["localhost", { hostname: "localhost", port: null }],
    ["Tao.Localhost:3000", { hostname: "tao.localhost", port: "3000" }],
    ["play.example.com.", { hostname: "play.example.com", port: null }],
    ["127.0.0.1:8080", { hostname: "127.0.0.1", port: "8080" }],
    ["[::1]:3000", { hostname: "[::1]", port: "3000" }],
  ])("takes %s apart", (host, parsed) => {
    expect(requestHost({ host })).toEqual(parsed);
  });

  it.each([
    "localhost:@evil.example",
    "user@localhost",
    "localhost:3000/path",
    "localhost:",
    "localhost:99999",
    "[",
    "-bad.example",
    "two words",
    "",
  ])("refuses %j", (host) => {
    expect(requestHost({ host })).toBeNull();
  });
});
