/**
 * The site's CSP forbids eval, so zod's compiled parsers cannot run in the browser; unconfigured,
 * zod probes with `new Function` when it builds its first object schema, and the browser reports
 * the refusal as a CSP violation. Schemas are built as their modules load, before any code of the
 * page could call `z.config()`, so the root renders this script (with the CSP nonce) ahead of the
 * modules: zod keeps its configuration on `globalThis` and reads it there. The server keeps zod's
 * compiled parsers.
 */
export const ZOD_JITLESS_SCRIPT = "(globalThis.__zod_globalConfig ??= {}).jitless = true;";
