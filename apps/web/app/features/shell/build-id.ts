declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/** The id of the build this tab runs (React Router's manifest version); none on the server or in dev. */
export function runningBuildId(): string | undefined {
  return typeof window === "undefined" ? undefined : window.__reactRouterManifest?.version;
}

export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  return Boolean(current) && typeof latest === "string" && latest.length > 0 && latest !== current;
}
