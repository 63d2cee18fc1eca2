/** Which brand a request is for, and the origin to put in links sent back to that visitor. */
import type { ThemeId } from "@reelhouse/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config/env.ts";

export function themeFor(config: Config, request: FastifyRequest): ThemeId {
  return config.theme.byHost[request.hostname.toLowerCase()] ?? config.theme.fallback;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A Host header taken apart: a lowercase name (or bracketed IPv6 address) and the port, if any. */
export interface RequestHost {
  hostname: string;
  port: string | null;
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** RFC 9110 §7.2: `host[:port]` and nothing else, so no userinfo, path or stray character gets through. */
const HOST_PATTERN = new RegExp(`^(${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, "i");

/** The request's host (Host, or X-Forwarded-Host behind a trusted proxy) parsed, or null when malformed. */
export function requestHost(request: Pick<FastifyRequest, "host">): RequestHost | null {
  const match = HOST_PATTERN.exec(request.host ?? "");
  if (!match?.[1] || Number(match[2] ?? 0) > 65_535) return null;
  return { hostname: match[1].toLowerCase().replace(/\.$/, ""), port: match[2] ?? null };
}

/**
 * The origin for links in emails, built only from a parsed host that is one of ours: the Host
 * header is the visitor's to set, so anything else gets the configured public URL (no link
 * poisoning).
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  const host = requestHost(request);
  const isOurs =
    host !== null &&
    (host.hostname in config.theme.byHost ||
      LOOPBACK_HOSTS.has(host.hostname) ||
      new URL(config.publicUrl).hostname === host.hostname);
  if (!isOurs) return config.publicUrl;
  return `${request.protocol}://${host.hostname}${host.port ? `:${host.port}` : ""}`;
}
