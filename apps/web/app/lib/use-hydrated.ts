import { useEffect, useState } from "react";

/**
 * False in the server render and until the page has hydrated. Controls that only work with the
 * page's script (API forms, menus, social sign-in) stay disabled until then, so an early click is
 * never lost or turned into the browser's own form submission.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
