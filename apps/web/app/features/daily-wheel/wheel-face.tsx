import type { PromotionPrize, Wheel } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site.ts";
import { segmentAngle, segmentPath } from "./wheel-geometry.ts";

const RADIUS = 150;
const LABEL_RADIUS = RADIUS * 0.66;

/** What a prize is, for its colour on the wheel. */
export function prizeKind(prize: PromotionPrize): "coins" | "entries" | "spins" {
  if (prize.freeSpins) return "spins";
  return prize.entries > 0 && prize.coins === 0 ? "entries" : "coins";
}

/** A segment's label: a short figure over its unit, as wheels print them. */
function SegmentLabel({ prize }: { prize: PromotionPrize }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const kind = prizeKind(prize);
  const figure =
    kind === "spins"
      ? String(prize.freeSpins?.freeSpinCount ?? 0)
      : compact.format((kind === "coins" ? prize.coins : prize.entries) / 100);
  return (
    <>
      <tspan className="wheel__figure" x="0" dy="0">
        {figure}
      </tspan>
      <tspan className="wheel__unit" x="0" dy="17">
        {t(`dailyWheel.units.${kind}`)}
      </tspan>
    </>
  );
}

/**
 * A wheel drawn in SVG: its segments clockwise from twelve o'clock (the draw's order), each with
 * its label, pegs on the rim and a hub. It turns to `rotation` degrees over `durationMs` on an
 * ease-out curve (none when the player asks for reduced motion); the pointer stays at the top.
 */
export function WheelFace({
  wheel,
  rotation,
  durationMs,
  highlighted,
  onSettled,
}: {
  wheel: Wheel;
  rotation: number;
  durationMs: number;
  /** The segment won, lit once the wheel stops. */
  highlighted: number | null;
  onSettled: () => void;
}) {
  const count = wheel.segments.length;
  const angle = segmentAngle(count);
  return (
    <div className={`wheel wheel--${wheel.kind}`}>
      <div
        className="wheel__rotor"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) onSettled();
        }}
      >
        <svg viewBox="-160 -160 320 320" className="wheel__svg" aria-hidden="true" focusable="false">
          <circle r="158" className="wheel__rim" />
          {wheel.segments.map((segment, index) => (
            <path
              // Segments are fixed by position: the order is the draw's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel
              key={index}
              d={segmentPath(index, count, RADIUS)}
              className={`wheel__segment wheel__segment--${prizeKind(segment.prize)}${index % 2 ? " wheel__segment--alt" : ""}${index === highlighted ? " wheel__segment--won" : ""}`}
            />
          ))}
          {wheel.segments.map((segment, index) => (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel
              key={index}
              className="wheel__label"
              textAnchor="middle"
              transform={`rotate(${(index + 0.5) * angle}) translate(0 ${-LABEL_RADIUS})`}
            >
              <SegmentLabel prize={segment.prize} />
            </text>
          ))}
          {wheel.segments.map((_, index) => {
            const radians = ((index * angle - 90) * Math.PI) / 180;
            return (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: a peg is its place on the rim
                key={index}
                className="wheel__peg"
                r="4"
                cx={(RADIUS + 1) * Math.cos(radians)}
                cy={(RADIUS + 1) * Math.sin(radians)}
              />
            );
          })}
          <circle r="30" className="wheel__hub" />
          <circle r="12" className="wheel__hub-cap" />
        </svg>
      </div>
      <svg viewBox="0 0 40 48" className="wheel__pointer" aria-hidden="true" focusable="false">
        <path d="M20 46 L4 10 A16 16 0 1 1 36 10 Z" />
        <circle cx="20" cy="14" r="5" />
      </svg>
    </div>
  );
}
