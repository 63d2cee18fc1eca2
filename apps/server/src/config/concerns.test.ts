import { describe, expect, it } from "vitest";
import { CONFIG_CONCERNS } from "./concerns.generated.ts";

describe("configuration concerns", () => {
  it("declare each variable once, so no concern silently takes another's", () => {
    const variables = CONFIG_CONCERNS.flatMap((concern) => Object.keys(concern.env.shape));
    expect(variables.filter((name, index) => variables.indexOf(name) !== index)).toEqual([]);
  });

  it("put their parts under distinct keys", () => {
    const keys = CONFIG_CONCERNS.map((concern) => concern.key).filter((key) => key !== null);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
