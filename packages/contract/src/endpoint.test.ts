import { describe, expect, it } from "vitest";
import { endpointPath } from "./endpoint.ts";

describe("endpointPath", () => {
  it("fills and encodes path parameters", () => {
    expect(endpointPath("/rest/game/:slug/play/", { slug: "gold rush/2" })).toBe(
      "/rest/game/gold%20rush%2F2/play/",
    );
  });

  it("refuses a missing parameter", () => {
    expect(() => endpointPath("/rest/page/content/:name/", {})).toThrow(/name/);
  });

  it("leaves a path without parameters as it is", () => {
    expect(endpointPath("/rest/app/init/")).toBe("/rest/app/init/");
  });
});
