/** Time left until a moment, as hours and minutes ("5 h 12 min"), counted down each minute. */
import { useLayoutEffect, useState } from "react";
import { useSite } from "./use-site.ts";

const MINUTE_MS = 60_000;

export function useTimeLeft(until: string): string {
  const { locale, renderedAt } = useSite();
  // The server's render time first, so the text hydrates to what the server wrote even when a
  // minute turned while the page arrived; the browser's clock before anything is painted after.
  const [now, setNow] = useState(renderedAt);
  useLayoutEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / MINUTE_MS));
  const format = new Intl.NumberFormat(locale);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? `${format.format(hours)} h ${format.format(minutes % 60)} min`
    : `${format.format(minutes)} min`;
}
