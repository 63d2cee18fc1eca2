import { useId } from "react";

/**
 * Cashback's mark: a gold coin with an arrow turning back round it. Decorative (the text beside it
 * says what it is); the gradient's id is the instance's own, so two marks on a page never clash.
 */
export function CashbackMark({ size = 24 }: { size?: number }) {
  const id = useId();
  const gold = `${id}-gold`;
  return (
    <svg
      className="cashback-mark"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={gold} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="#fff3c4" />
          <stop offset="30%" stopColor="#ffd24d" />
          <stop offset="70%" stopColor="#f5b301" />
          <stop offset="100%" stopColor="#b97f00" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="24" r="21" fill={`url(#${gold})`} />
      <circle cx="24" cy="24" r="16.5" fill="none" stroke="#b97f00" strokeOpacity="0.45" strokeWidth="1.5" />
      {/* The arrow coming back: three quarters of a turn, its head at the top left. */}
      <path
        d="M16.2 19.5a9 9 0 1 1-.6 8.6"
        fill="none"
        stroke="#6b4500"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M11.8 14.6l4.9 5.8 5.6-4.1z" fill="#6b4500" />
    </svg>
  );
}
