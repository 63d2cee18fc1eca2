/**
 * Every title's declared return is what its maths gives, computed as `npm run rtp` computes it
 * (exactly: see analyse.ts), and every bonus buy returns 94 % to 97 % of its price, within 0.1 point
 * of what the base game returns. Tumble titles have no closed form: tumble-rtp.test.ts simulates them.
 */
import { describe, expect, it } from "vitest";
import { TITLES } from "../titles/index.ts";
import { analyseAnte, analyseBuy, analyseTitle, canAnalyse } from "./analyse.ts";
import { canEnumerate, enumerateOutcomes } from "./enumerate.ts";

const ANALYSED = TITLES.filter(canAnalyse);

describe("declared returns", () => {
  for (const title of ANALYSED) {
    const { info } = title;
    it(`${info.id} returns ${(info.rtp * 100).toFixed(2)} % within ${(info.rtpTolerance * 100).toFixed(2)} %`, () => {
      expect(Math.abs(analyseTitle(title).rtp - info.rtp)).toBeLessThanOrEqual(info.rtpTolerance);
    });
  }

  it("differ from title to title, to the hundredth of a point", () => {
    const returns = TITLES.map((title) => title.info.rtp);
    expect(new Set(returns).size).toBe(TITLES.length);
  });

  it("count the bonus buys at 94 % to 97 % of their price", () => {
    for (const title of ANALYSED) {
      const buy = analyseBuy(title);
      expect(buy === null).toBe(title.info.bonusBuy === null);
      if (buy === null) continue;
      expect(buy.rtp).toBeGreaterThanOrEqual(0.94);
      expect(buy.rtp).toBeLessThanOrEqual(0.97);
    }
  });

  it("count every bonus buy within 0.1 point of its base game's return, so buying is no better a bet", () => {
    for (const title of ANALYSED) {
      const buy = analyseBuy(title);
      if (buy === null) continue;
      expect(Math.abs(buy.rtp - analyseTitle(title).rtp)).toBeLessThanOrEqual(0.001);
    }
  });

  it("count every super bonus buy and ante bet within 0.1 point of the base game's return", () => {
    for (const title of ANALYSED) {
      const base = analyseTitle(title).rtp;
      const superBuy = analyseBuy(title, "super");
      const ante = analyseAnte(title);
      expect(superBuy === null).toBe(!title.info.superBuy);
      expect(ante === null).toBe(!title.info.ante);
      for (const other of [superBuy, ante]) {
        if (other !== null) expect(Math.abs(other.rtp - base)).toBeLessThanOrEqual(0.001);
      }
    }
  });

  it("agree between every outcome played through the engine and the analytic line model", () => {
    for (const title of TITLES.filter(
      (candidate) => candidate.maths.kind === "reels" && canEnumerate(candidate),
    )) {
      expect(analyseTitle(title).rtp).toBeCloseTo(enumerateOutcomes(title).rtp, 12);
    }
  });
});
