/**
 * Stands in for `use-sync-external-store/shim` in the web build (vite.config.ts). react-i18next
 * imports the shim to support React 17; from React 18 on the shim only hands over React's own hook,
 * after carrying a fallback implementation into every page's first load.
 */
export { useSyncExternalStore } from "react";
