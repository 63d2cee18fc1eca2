import { useEffect } from "react";

/**
 * The space bar spins, stops the reels and skips, unless a control has the focus (it takes the
 * key itself) or a dialog is open (`isEnabled` false).
 */
export function useSpaceBar(isEnabled: boolean, onPress: () => void): void {
  useEffect(() => {
    if (!isEnabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("button, a, input, select, textarea, [role='dialog'], dialog")) return;
      event.preventDefault();
      onPress();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isEnabled, onPress]);
}
