/**
 * Serves the React Router site from this same process: Vite middleware with hot reload in
 * development, the production build (static assets + server bundle) otherwise. Every path that no
 * API route claimed ends up here and is rendered on the server.
 */
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import { LatestBuildResponse, resolveRedirectPath, type WebRequestContext } from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AppError } from "../lib/errors.ts";
import { type GuestPages, guestPageKey, type RenderedPage, sendPage } from "./guest-pages.ts";

export interface WebOptions {
  mode: "development" | "production";
  webRoot: string;
  /** Builds the per-request context the site's loaders receive. */
  contextFor(request: FastifyRequest, reply: FastifyReply): Promise<WebRequestContext>;
  /** Guests' pages held for a few seconds (ADR 089); absent, every page is rendered. */
  guestPages?: {
    readonly pages: GuestPages;
    /** Where the visitor's IP places them, as the geo rules see it. */
    areaOf(request: FastifyRequest): string;
  };
}

/** The API reference's paths; `/rest/*` and `/api/*` have fallback routes of their own (api-fallback.ts). */
const DOCS_PREFIX = "/docs";
/** Spec §2: this query parameter is stripped by a redirect to the same path. */
const STRIPPED_QUERY_PARAMS = ["aa"];

export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const loadBuild =
    options.mode === "development"
      ? await viteBuild(app, options.webRoot)
      : await productionBuild(app, options.webRoot);

  // The site reads request bodies itself (form posts to route actions), so Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  // One request handler per build: in development the build changes with every edit.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, options.mode);
      handlers.set(build, handler);
    }
    return handler;
  };

  // Spec §7: open tabs poll this to learn that a newer version of the site is deployed.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/builds/latest.json",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["platform"],
        summary: "Id of the deployed site build",
        response: { 200: LatestBuildResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { id: (await loadBuild()).assets.version };
    },
  );

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = requestUrl(request);
      if (url.pathname.startsWith(DOCS_PREFIX)) {
        throw new AppError("NOT_FOUND", {
          key: "noRoute",
          values: { method: request.method, path: url.pathname },
        });
      }
      const stripped = stripQueryParams(url);
      if (stripped) return reply.redirect(stripped, 302);

      const handle = handlerFor(await loadBuild());
      const context = await options.contextFor(request, reply);
      const render = () => handle(toWebRequest(request, reply, url), context as never);
      const { guestPages } = options;
      const nonce = context.cspNonce;
      if (guestPages && nonce && request.method === "GET" && context.session.isGuest) {
        const key = guestPageKey({
          host: request.host,
          target: `${url.pathname}${url.search}`,
          cookie: request.headers.cookie,
          userAgent: request.headers["user-agent"],
          area: guestPages.areaOf(request),
        });
        const page = await guestPages.pages.page(key, async () => renderedPage(await render()));
        return sendPage(request, reply, page, nonce);
      }
      return sendWebResponse(reply, await render());
    },
  });
}

/**
 * The page's URL. The request target is a path, or in absolute form (`GET http://host/path`) a
 * whole URL of which only the path and query count; a path is never read as a host, as
 * `new URL("//evil.example/", base)` would.
 */
function requestUrl(request: FastifyRequest): URL {
  const origin = `${request.protocol}://${request.host}`;
  const target = request.url;
  if (target.startsWith("/")) return new URL(`${origin}${target}`);
  const absolute = URL.canParse(target) ? new URL(target) : null;
  return new URL(`${origin}${absolute ? `${absolute.pathname}${absolute.search}` : `/${target}`}`);
}

/** Where to send the visitor without the stripped parameters: the same path, by the redirect rule. */
function stripQueryParams(url: URL): string | null {
  if (!STRIPPED_QUERY_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const kept = new URL(url);
  for (const name of STRIPPED_QUERY_PARAMS) kept.searchParams.delete(name);
  // A path that would read as another host (`//evil.example/`) is no page of ours: home instead.
  return resolveRedirectPath(`${kept.pathname}${kept.search}`) ?? "/";
}

async function viteBuild(app: FastifyInstance, webRoot: string): Promise<() => Promise<ServerBuild>> {
  const vite = await import("vite");
  const devServer = await vite.createServer({
    root: webRoot,
    server: { middlewareMode: true },
    appType: "custom",
  });
  await app.register(middie);
  app.use(devServer.middlewares);
  app.addHook("onClose", () => devServer.close());
  // Game images are made by the web build (apps/web/scripts/build-game-images.ts), not by Vite's
  // dev server: development serves the last build's, if there is one (a warning at start says
  // when there is none).
  await app.register(fastifyStatic, {
    root: join(webRoot, "build/client/images"),
    prefix: "/images/",
    index: false,
  });
  return () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

async function productionBuild(app: FastifyInstance, webRoot: string): Promise<() => Promise<ServerBuild>> {
  const clientDir = join(webRoot, "build/client");
  const build = (await import(pathToFileURL(join(webRoot, "build/server/index.js")).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies next to the assets (ADR 065).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header("cache-control", cachePolicy(clientDir, path));
    },
  });
  return async () => build;
}

/**
 * Hashed file names never change content, so browsers may keep them for a year. Game images
 * (spec §9, `/images/games/<slug>.webp`, made at build) keep their names from build to build: kept
 * for a month, then revalidated, so new art reaches players without a hash in the catalogue's paths.
 */
function cachePolicy(clientDir: string, path: string): string {
  if (path.startsWith(join(clientDir, "assets"))) return "public, max-age=31536000, immutable";
  if (path.startsWith(join(clientDir, "images"))) return "public, max-age=2592000";
  return "public, max-age=3600";
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function renderedPage(response: Response): Promise<RenderedPage> {
  return { status: response.status, headers: [...response.headers], html: await response.text() };
}

function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}
