import { describe, expect, it } from "vitest";
import { loader } from "./language.tsx";

/** The redirect the loader throws for `path`. */
async function redirectFor(path: string): Promise<Response> {
  const url = new URL(`http://site${path}`);
  const locale = url.pathname.split("/")[2] ?? "";
  try {
    await loader({ request: new Request(url), params: { locale } } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`no redirect for ${path}`);
}

describe("the language switcher's route", () => {
  it.each([
    ["/language/es?to=%2Flobby%3Fcategory%3Dslots", "/es/lobby?category=slots", "es"],
    ["/language/es?to=%2F", "/es/", "es"],
    ["/language/en?to=%2Flobby", "/lobby", "en"],
    ["/language/en?to=%2F", "/", "en"],
  ])("%s remembers the language and moves to %s", async (path, target, locale) => {
    const response = await redirectFor(path);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(target);
    expect(response.headers.get("set-cookie")).toBe(
      `i18n_redirected=${locale}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it("moves to the home page when there is no page to return to", async () => {
    const response = await redirectFor("/language/es");
    expect(response.headers.get("location")).toBe("/es/");
  });

  it("remembers nothing for a language the site does not have", async () => {
    const response = await redirectFor("/language/fr?to=%2Flobby");
    expect(response.headers.get("location")).toBe("/lobby");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each(["//evil.example/", "https://evil.example/", "/\\evil.example/"])(
    "never moves to another host (to=%s)",
    async (to) => {
      const response = await redirectFor(`/language/es?to=${encodeURIComponent(to)}`);
      expect(response.headers.get("location")).toBe("/es/");
    },
  );
});
