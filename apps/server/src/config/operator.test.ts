import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BRANDS } from "@reelhouse/contract/brands";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";
import { themesWithPlaceholderOperator } from "./operator.ts";

const dir = mkdtempSync(join(tmpdir(), "operator-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Writes `content` (JSON unless a string) to a new file and returns its path. */
function operatorFile(content: unknown): string {
  files += 1;
  const path = join(dir, `operators-${files}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const load = (path?: string) =>
  loadConfig({ DATABASE_URL: "", REDIS_URL: "", THEME: "", THEME_HOSTS: "", OPERATOR_CONFIG: path ?? "" });

function issues(path: string): string[] {
  try {
    load(path);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe("OPERATOR_CONFIG", () => {
  it("gives every theme its brand's operator when unset", () => {
    const { operators } = load();
    expect(operators.tao).toEqual(BRANDS.tao.operator);
    expect(operators.funrize.supportEmail).toBe("support@funrize.example");
  });

  it("replaces only the fields the file names, for only the themes it names", () => {
    const { operators } = load(
      operatorFile({
        tao: {
          legalName: "  Tao Games LLC ",
          address: ["PO Box 55", "Reno, NV 89501"],
          mailFrom: { name: "Tao", address: "hello@tao.test" },
        },
        nlc: { supportEmail: "help@nlc.test" },
      }),
    );
    expect(operators.tao).toEqual({
      legalName: "Tao Games LLC",
      address: ["PO Box 55", "Reno, NV 89501"],
      supportEmail: BRANDS.tao.operator.supportEmail,
      mailFrom: { name: "Tao", address: "hello@tao.test" },
    });
    expect(operators.nlc).toEqual({ ...BRANDS.nlc.operator, supportEmail: "help@nlc.test" });
    expect(operators.sws).toEqual(BRANDS.sws.operator);
  });

  it("is frozen, and leaves the shared brand data unfrozen", () => {
    const { operators } = load(operatorFile({ tao: { supportEmail: "help@tao.test" } }));
    expect(Object.isFrozen(operators.tao.address)).toBe(true);
    expect(Object.isFrozen(operators.funrize.mailFrom)).toBe(true);
    expect(Object.isFrozen(BRANDS.funrize.operator.address)).toBe(false);
  });

  it("lists every bad field, unknown field and unknown theme id of the file", () => {
    const path = operatorFile({
      tao: { supportEmail: "not-an-email", address: [] },
      nlc: { legalName: "Line one\nline two", phone: "555-0100" },
      neon: { legalName: "Neon LLC" },
      sws: { mailFrom: { name: "SWS" } },
    });
    expect(issues(path).sort()).toEqual(
      [
        `OPERATOR_CONFIG: ${path}: tao.supportEmail: Invalid email address`,
        `OPERATOR_CONFIG: ${path}: tao.address: Too small: expected array to have >=1 items`,
        `OPERATOR_CONFIG: ${path}: nlc.legalName: must be one line without control characters`,
        `OPERATOR_CONFIG: ${path}: nlc: Unrecognized key: "phone"`,
        `OPERATOR_CONFIG: ${path}: not a theme id: neon (theme ids: ${Object.keys(BRANDS).join(", ")})`,
        `OPERATOR_CONFIG: ${path}: sws.mailFrom.address: Invalid input: expected string, received undefined`,
      ].sort(),
    );
  });

  it("refuses a file that is missing or not JSON, beside the other bad variables", () => {
    const missing = join(dir, "nowhere.json");
    expect(issues(missing)).toEqual([`OPERATOR_CONFIG: ${missing}: cannot be read`]);

    const broken = operatorFile("{ tao: ");
    let caught: unknown;
    try {
      loadConfig({ DATABASE_URL: "", REDIS_URL: "", THEME: "neon", OPERATOR_CONFIG: broken });
    } catch (error) {
      caught = error;
    }
    const found = (caught as ConfigError).issues;
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(expect.stringMatching(/^THEME: /));
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^OPERATOR_CONFIG: ${broken}: not JSON \\(`)),
    );
  });
});

describe("themesWithPlaceholderOperator", () => {
  it("names the themes whose support or sender address is still a placeholder", () => {
    expect(themesWithPlaceholderOperator(load().operators)).toHaveLength(9);
    const real = { supportEmail: "help@tao.test", mailFrom: { name: "Tao", address: "hi@tao.test" } };
    const { operators } = load(operatorFile({ tao: real, nlc: { supportEmail: "help@nlc.test" } }));
    const named = themesWithPlaceholderOperator(operators);
    expect(named).not.toContain("tao");
    // NoLimitCoins still sends from its placeholder address.
    expect(named).toContain("nlc");
    expect(named).toHaveLength(8);
  });
});
