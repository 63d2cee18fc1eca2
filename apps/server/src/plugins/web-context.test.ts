import { describe, expect, it } from "vitest";
import { forwardedCookies } from "./web-context.ts";

describe("forwardedCookies", () => {
  it("forwards a language cookie of 'deleted' as 'en' (spec §4)", () => {
    expect(forwardedCookies("isGuest=true; i18n_redirected=deleted; session=abc")).toBe(
      "isGuest=true; i18n_redirected=en; session=abc",
    );
    expect(forwardedCookies("i18n_redirected=deleted")).toBe("i18n_redirected=en");
  });

  it("leaves every other cookie as it is", () => {
    expect(forwardedCookies("i18n_redirected=es; note=deleted")).toBe("i18n_redirected=es; note=deleted");
    expect(forwardedCookies("i18n_redirected=deletedx")).toBe("i18n_redirected=deletedx");
  });
});
