/** Which brand a request is for, and the origin to put in links sent back to that visitor. */
import type { ThemeId } from "@reelhouse/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config/env.ts";

export function themeFor(config: Config, request: FastifyRequest): ThemeId {
  return config.theme.byHost[request.hostname.toLowerCase()] ?? config.theme.fallback;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin for links in emails. The Host header is the visitor's to set, so it is used only when
 * it names one of our own hosts; anything else gets the configured public URL (no link poisoning).
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  const hostname = request.hostname.toLowerCase();
  const isOurs =
    hostname in config.theme.byHost ||
    LOOPBACK_HOSTS.has(hostname) ||
    new URL(config.publicUrl).hostname === hostname;
  return isOurs ? `${request.protocol}://${request.host}` : config.publicUrl;
}
