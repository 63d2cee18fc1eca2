import { describe, expect, it } from "vitest";
import { encodeWav, SAMPLE_RATE, SOUND_NAMES, synthesize, wavDataUri } from "./sound-synth.ts";

describe("sound synthesis", () => {
  it.each(SOUND_NAMES)("makes %s: audible, never clipping, at most a few seconds", (name) => {
    const samples = synthesize(name);
    const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThanOrEqual(0.98 + 1e-9);
    expect(samples.length / SAMPLE_RATE).toBeLessThanOrEqual(3);
  });

  it("loops the spin sound without a click: it ends where it starts", () => {
    const samples = synthesize("spinLoop");
    expect(Math.abs((samples.at(-1) ?? 0) - (samples[0] ?? 0))).toBeLessThan(0.05);
  });

  it("writes a 16-bit mono WAV", () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1]), 8_000);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe("RIFF");
    expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe("WAVE");
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(6);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      0, 32_767, -32_767,
    ]);
    expect(wavDataUri(new Float32Array(4))).toMatch(/^data:audio\/wav;base64,UklGR/);
  });
});
