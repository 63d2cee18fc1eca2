import { describe, expect, it } from "vitest";
import { loader } from "./english-prefix.tsx";

/** The redirect the loader throws for `path`. */
async function redirectFor(path: string): Promise<Response> {
  try {
    await loader({ request: new Request(`http://site${path}`) } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error(`no redirect for ${path}`);
}

describe("the /en/ prefix", () => {
  it.each([
    ["/en/lobby", "/lobby"],
    ["/en/lobby?category=slots", "/lobby?category=slots"],
    ["/en/", "/"],
    ["/en", "/"],
  ])("moves %s to the unprefixed %s for good", async (path, target) => {
    const response = await redirectFor(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(target);
  });

  it.each(["/en//evil.example/", "/en///evil.example/", "/en/.//evil.example/?x=1"])(
    "never answers %s with a redirect to another host",
    async (path) => {
      const response = await redirectFor(path);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/");
    },
  );
});
