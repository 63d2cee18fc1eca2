import "./skeleton.css";

export interface SkeletonProps {
  /** How many placeholder blocks to draw (spec §9 uses 5, 6 and 16 in different lists). */
  count?: number;
  /** `panel`: one block the height of a dialog's content, for a panel that loads as a whole. */
  variant?: "line" | "card" | "tile" | "panel";
  label: string;
}

/** Placeholder shapes shown while a list loads; announced once to screen readers as busy. */
export function Skeleton({ count = 1, variant = "line", label }: SkeletonProps) {
  return (
    <div className={`skeleton skeleton--${variant}`} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <span key={index} className="skeleton__block" />
      ))}
    </div>
  );
}
