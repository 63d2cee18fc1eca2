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

describe("endpoint definitions", () => {
  it("covers every module folder", () => {
    expect(endpointGroups.map(([group]) => group).sort()).toEqual([
      "accountsEndpoints",
      "appInitEndpoints",
      "buildsEndpoints",
      "cashierEndpoints",
      "fairnessEndpoints",
      "gamesEndpoints",
      "healthEndpoints",
      "messagingEndpoints",
      "notificationsEndpoints",
      "pagesEndpoints",
      "paymentsEndpoints",
      "realtimeEndpoints",
      "responsiblePlayEndpoints",
      "restrictionsEndpoints",
      "socialAuthEndpoints",
      "studioEndpoints",
      "translationsEndpoints",
      "walletEndpoints",
    ]);
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
