import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { EndpointDefinition } from "./endpoint.ts";
import * as contract from "./index.ts";

const endpointGroups = Object.entries(contract).filter(([name]) => name.endsWith("Endpoints")) as [
  string,
  Record<string, EndpointDefinition>,
][];
const endpoints = endpointGroups.flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => ({ id: `${group}.${name}`, endpoint })),
);

/** Every `*Endpoints` group each feature folder's `endpoints.ts` defines, whether or not the index exports it. */
const featureFolders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name === "endpoints.ts")
  .map((entry) => entry.parentPath);
const declaredGroups = (
  await Promise.all(featureFolders.map((folder) => import(`${folder}/endpoints.ts`)))
).flatMap((module: Record<string, unknown>) =>
  Object.keys(module).filter((name) => name.endsWith("Endpoints")),
);

describe("endpoint definitions", () => {
  it("covers every feature folder's endpoints.ts", () => {
    expect(endpointGroups.map(([group]) => group).sort()).toEqual(declaredGroups.sort());
  });

  it("define each method and path once", () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(endpoints)("$id names exactly the path parameters it declares", ({ endpoint }) => {
    const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).sort();
    const declared = endpoint.params
      ? Object.keys((endpoint.params as z.ZodObject<z.ZodRawShape>).shape).sort()
      : [];
    expect(declared).toEqual(inPath);
  });

  it.each(endpoints)("$id sends a body only with a write", ({ endpoint }) => {
    if (endpoint.body) expect(endpoint.method).not.toBe("GET");
  });
});
