// The files `npm run new:module -- <name>` writes: one working example module in every layer (see
// ENGINEERING.md "A module is its folders and two registry lines"). Every template is here, so
// adjusting the example to a changed platform API is an edit in one file.
//
// Platform APIs the templates rely on, by template (keep in step when they change):
//   serverEvents    defineEvent(topic, schema) from lib/domain-events.ts
//   serverService   writeEvent(tx, event, { playerId, payload }, at) from db/outbox.ts
//   serverPlugin    app.events.toRealtime(event, occurrence => messages), the "events" plugin
//   serverRoutes    route() adds the { success: true, data } envelope: handlers return data only

/** Every spelling of the module's name the templates need. */
export function namesOf(name) {
  const words = name.split("-");
  const camel = words
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join("");
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const title = words.join(" ").replace(/^./, (letter) => letter.toUpperCase());
  return { kebab: name, camel, pascal, snake: words.join("_"), title };
}

// ── contract: packages/contract/src/<name>/ ──────────────────────────────────────────────────────

const contractRoutes = ({ kebab, camel, pascal }) => `/**
 * Where each ${kebab} call lives: its method and path, and nothing else; \`endpoints.ts\` adds the
 * schemas. \`${camel}Api\` is what the browser calls, without loading the schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { ${camel}Endpoints } from "./endpoints.ts";

export const ${camel}Routes = {
  get${pascal}: { method: "GET", path: "/rest/${kebab}/" },
  record${pascal}Visit: { method: "POST", path: "/rest/${kebab}/visits/" },
} as const satisfies RouteTable;

export const ${camel}Api = typeRoutes<typeof ${camel}Endpoints>(${camel}Routes);
`;

const contractSchemas = ({
  pascal,
  title,
}) => `/** ${title}: how many times the player has visited its page. */
import { z } from "zod";

export const ${pascal}Summary = z.object({ visits: z.number().int().min(0) });
export type ${pascal}Summary = z.infer<typeof ${pascal}Summary>;

export const ${pascal}Response = z.object({ success: z.literal(true), data: ${pascal}Summary });
`;

const contractEndpoints = ({ kebab, camel, pascal }) => `import { defineEndpoint } from "../endpoint.ts";
import { ${camel}Routes } from "./routes.ts";
import { ${pascal}Response } from "./schemas.ts";

export const ${camel}Endpoints = {
  get${pascal}: defineEndpoint({
    ...${camel}Routes.get${pascal},
    summary: "The player's ${kebab} visits",
    tags: ["${kebab}"],
    response: ${pascal}Response,
    errors: [401, 429],
  }),
  record${pascal}Visit: defineEndpoint({
    ...${camel}Routes.record${pascal}Visit,
    summary: "Records a visit and answers the new count",
    tags: ["${kebab}"],
    response: ${pascal}Response,
    errors: [401, 429],
  }),
} as const;
`;

const contractAppInit = ({ camel, pascal }) => `/** The player's visits in app init; null for guests. */
import { defineAppInitSlice } from "../app-init/slice.ts";
import { ${pascal}Summary } from "./schemas.ts";

export const ${camel}AppInit = defineAppInitSlice({
  fields: { ${camel}: ${pascal}Summary.nullable() },
  defaults: { ${camel}: null },
});
`;

const contractRealtime = ({
  camel,
  pascal,
}) => `/** Told to the player's tabs when a visit is recorded, so an open page shows the new count. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { ${pascal}Summary } from "./schemas.ts";

export const ${pascal}Message = realtimeMessage("${camel}", z.literal("visited"), ${pascal}Summary);

export const ${camel}Realtime = defineRealtimeSlice({ messages: [${pascal}Message] });
`;

const contractIndex = () => `export * from "./app-init.ts";
export * from "./endpoints.ts";
export * from "./realtime.ts";
export * from "./schemas.ts";
`;

// ── server: apps/server/src/modules/<name>/ ──────────────────────────────────────────────────────

const serverSchema = ({
  camel,
  snake,
}) => `import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/** One row per recorded visit. */
export const ${camel}Visits = pgTable(
  "${snake}_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("${snake}_visits_player_idx").on(table.playerId)],
);
`;

const serverRepo = ({ camel }) => `/** The module's rows. Every function takes the handle it is given. */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ${camel}Visits } from "./schema.ts";

export async function insertVisit(db: Db, playerId: string, at: Date): Promise<void> {
  await db.insert(${camel}Visits).values({ playerId, createdAt: at });
}

export async function countVisits(db: Db, playerId: string): Promise<number> {
  const [row] = await db.select({ visits: count() }).from(${camel}Visits).where(eq(${camel}Visits.playerId, playerId));
  return row?.visits ?? 0;
}
`;

const serverEvents = ({
  kebab,
  pascal,
}) => `/** What this module tells the others, written to the outbox with the change it reports. */
import { z } from "zod";
import { defineEvent } from "../../lib/domain-events.ts";

export const ${pascal}Visited = defineEvent("${kebab}.visited", z.object({ visits: z.number().int().min(1) }));
`;

const serverService = ({
  pascal,
}) => `/** The module's public API: every operation, also offered inside a caller's transaction. */
import type { ${pascal}Summary } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { ${pascal}Visited } from "./events.ts";
import * as repo from "./repo.ts";

export interface ${pascal}Deps {
  db: Db;
  clock: Clock;
}

export type ${pascal} = ReturnType<typeof create${pascal}>;

export function create${pascal}({ db, clock }: ${pascal}Deps) {
  return {
    async summary(playerId: string): Promise<${pascal}Summary> {
      return { visits: await repo.countVisits(db, playerId) };
    },

    /** The visit and its event commit together. */
    recordVisit(playerId: string): Promise<${pascal}Summary> {
      return withTransaction(db, async (tx) => {
        const at = clock.now();
        await repo.insertVisit(tx, playerId, at);
        const visits = await repo.countVisits(tx, playerId);
        await writeEvent(tx, ${pascal}Visited, { playerId, payload: { visits } }, at);
        return { visits };
      });
    },

    /** The same operations inside the caller's transaction. */
    within(tx: Db) {
      return create${pascal}({ db: tx, clock });
    },
  };
}
`;

const serverRoutes = ({
  camel,
  pascal,
}) => `/** Thin handlers: the contract's endpoint and one service call. */
import { ${camel}Endpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

const player = { auth: "player" } as const;

export async function ${camel}Routes(app: FastifyInstance): Promise<void> {
  const { ${camel} } = app;
  route(app, ${camel}Endpoints.get${pascal}, (request) => ${camel}.summary(request.playerId), player);
  route(app, ${camel}Endpoints.record${pascal}Visit, (request) => ${camel}.recordVisit(request.playerId), player);
}
`;

const serverAppInit = ({
  camel,
  pascal,
}) => `/** The module's slice of app init: the player's visits; null for guests. */
import type { AppInitSlice } from "../../plugins/app-init.ts";
import type { ${pascal} } from "./service.ts";

export function ${camel}AppInit(${camel}: ${pascal}): AppInitSlice {
  return async ({ playerId }) => ({ ${camel}: playerId ? await ${camel}.summary(playerId) : null });
}
`;

const serverPlugin = ({
  kebab,
  camel,
  pascal,
}) => `/** ${kebab}: builds the service, decorates the app, adds its app-init slice, realtime message and routes. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ${camel}AppInit } from "./app-init.ts";
import { ${pascal}Visited } from "./events.ts";
import { ${camel}Routes } from "./routes.ts";
import { create${pascal}, type ${pascal} } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    ${camel}: ${pascal};
  }
}

async function ${camel}Plugin(app: FastifyInstance): Promise<void> {
  const ${camel} = create${pascal}({ db: app.db, clock: app.clock });
  app.decorate("${camel}", ${camel});
  app.appInit.addSlice(${camel}AppInit(${camel}));
  app.events.toRealtime(${pascal}Visited, ({ payload }) => [{ type: "${camel}", action: "visited", data: payload }]);
  await app.register(${camel}Routes);
}

export default fp(${camel}Plugin, { name: "${kebab}", dependencies: ["core", "auth", "app-init", "events"] });
`;

const serverReadme = ({ kebab, camel, pascal, snake }) => `# ${kebab}

An example module written by \`npm run new:module\`: a player's visits to its page.

- **Tables**: \`${snake}_visits\` (schema.ts), one row per visit.
- **Endpoints**: \`GET /rest/${kebab}/\` (the count), \`POST /rest/${kebab}/visits/\` (records one).
- **Events**: \`${kebab}.visited\` (\`${pascal}Visited\`), written with the visit; told to the
  player's tabs as the realtime message \`${camel}\`.
- **App init**: \`${camel}\`, the player's count (null for guests).
- **Reads of others**: none.
`;

const serverTest = ({ kebab, camel }) => `import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

describe("${kebab}", () => {
  it("counts the player's visits and shows them in app init", async () => {
    const player = await signUpPlayer(t.app);
    const headers = { cookie: player.cookie };
    const read = async () => (await t.app.inject({ method: "GET", url: "/rest/${kebab}/", headers })).json();
    expect(await read()).toEqual({ success: true, data: { visits: 0 } });

    const recorded = await t.app.inject({ method: "POST", url: "/rest/${kebab}/visits/", headers: { ...headers, ...SAME_SITE } });
    expect(recorded.json()).toEqual({ success: true, data: { visits: 1 } });
    expect(await read()).toEqual({ success: true, data: { visits: 1 } });

    const init = await t.app.inject({ method: "GET", url: "/rest/app/init/", headers });
    expect(init.json().data.${camel}).toEqual({ visits: 1 });
  });

  it("refuses a guest", async () => {
    expect((await t.app.inject({ method: "GET", url: "/rest/${kebab}/" })).statusCode).toBe(401);
  });
});
`;

// ── web: apps/web/app/features/<name>/ ───────────────────────────────────────────────────────────

const webApi = ({
  camel,
  pascal,
}) => `/** The page's calls: the visit count, and recording a visit (the count is read again after). */
import type { Locale, ${pascal}Summary } from "@reelhouse/contract";
import { ${camel}Api } from "@reelhouse/contract/client";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";

export const ${camel}Keys = { all: ["${camel}"] as const };

export function ${camel}Query() {
  return queryOptions({
    queryKey: ${camel}Keys.all,
    queryFn: async (): Promise<${pascal}Summary> => (await callApi(${camel}Api.get${pascal})).data,
  });
}

export const recordVisitMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...${camel}Keys.all, "visit"],
    mutationFn: async () => (await callApi(${camel}Api.record${pascal}Visit, {}, { locale })).data,
    onSuccess: (summary) => queryClient.setQueryData(${camel}Keys.all, summary),
  });
`;

const webPage = ({
  kebab,
  camel,
  pascal,
}) => `import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { useSite } from "~/lib/use-site.ts";
import { ${camel}Query, recordVisitMutation } from "./api.ts";

export function ${pascal}Page() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(${camel}Query());
  const { mutate: recordVisit, isPending } = useMutation(recordVisitMutation(locale, queryClient));
  return (
    <section className="${kebab}">
      <h1>{t("${camel}.title")}</h1>
      {isError ? (
        <p role="alert">
          {t("${camel}.failed")} <Button onClick={() => refetch()}>{t("${camel}.retry")}</Button>
        </p>
      ) : data ? (
        <p>{t("${camel}.visits", { count: data.visits })}</p>
      ) : (
        <Skeleton label={t("common.loading")} />
      )}
      <Button onClick={() => recordVisit()} disabled={isPending}>
        {t("${camel}.record")}
      </Button>
    </section>
  );
}
`;

const webRoute = ({ camel, pascal, kebab }) => `import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/route";
import { ${pascal}Page } from "./${kebab}-page.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "${camel}.title");

export default function ${pascal}Route() {
  return <${pascal}Page />;
}
`;

const webNavigation = ({ kebab, camel }) => `import type { NavigationEntry } from "~/lib/navigation.ts";

export const navigation: readonly NavigationEntry[] = [
  { menu: "main", path: "/${kebab}", label: "${camel}.menu", order: 100 },
];
`;

const locale = (texts) => `${JSON.stringify(texts, null, 2)}\n`;
const localeEn = ({ title }) =>
  locale({
    menu: title,
    title,
    visits_one: "You have visited this page once.",
    visits_other: "You have visited this page {{count}} times.",
    record: "Record a visit",
    failed: "The visits could not be loaded.",
    retry: "Try again",
  });
const localeEs = ({ title }) =>
  locale({
    menu: title,
    title,
    visits_one: "Has visitado esta página una vez.",
    visits_other: "Has visitado esta página {{count}} veces.",
    record: "Registrar una visita",
    failed: "No se pudieron cargar las visitas.",
    retry: "Reintentar",
  });

const e2eSpec = ({ kebab, camel }) => `import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";

const en = ui.en.${camel};

test("a player records a visit and sees the count", async ({ page, player: _player }) => {
  await page.goto("/${kebab}");
  await expect(page.getByRole("heading", { name: en.title })).toBeVisible();
  await expect(page.getByText(en.visits_other.replace("{{count}}", "0"))).toBeVisible();
  await page.getByRole("button", { name: en.record }).click();
  await expect(page.getByText(en.visits_one)).toBeVisible();
});
`;

/** Every file of a new module, by path from the repository root. */
export function moduleFiles(name) {
  const names = namesOf(name);
  const { kebab } = names;
  const contract = `packages/contract/src/${kebab}`;
  const server = `apps/server/src/modules/${kebab}`;
  const web = `apps/web/app/features/${kebab}`;
  return {
    [`${contract}/routes.ts`]: contractRoutes(names),
    [`${contract}/schemas.ts`]: contractSchemas(names),
    [`${contract}/endpoints.ts`]: contractEndpoints(names),
    [`${contract}/app-init.ts`]: contractAppInit(names),
    [`${contract}/realtime.ts`]: contractRealtime(names),
    [`${contract}/index.ts`]: contractIndex(names),
    [`${server}/schema.ts`]: serverSchema(names),
    [`${server}/repo.ts`]: serverRepo(names),
    [`${server}/events.ts`]: serverEvents(names),
    [`${server}/service.ts`]: serverService(names),
    [`${server}/routes.ts`]: serverRoutes(names),
    [`${server}/app-init.ts`]: serverAppInit(names),
    [`${server}/plugin.ts`]: serverPlugin(names),
    [`${server}/README.md`]: serverReadme(names),
    [`${server}/${kebab}.test.ts`]: serverTest(names),
    [`${web}/api.ts`]: webApi(names),
    [`${web}/${kebab}-page.tsx`]: webPage(names),
    [`${web}/route.tsx`]: webRoute(names),
    [`${web}/navigation.ts`]: webNavigation(names),
    [`packages/i18n/locales/en/${kebab}.json`]: localeEn(names),
    [`packages/i18n/locales/es/${kebab}.json`]: localeEs(names),
    [`apps/web/e2e/${kebab}.spec.ts`]: e2eSpec(names),
  };
}

/** The one line each registry gets: the server's module list and the web's route table. */
export function registryLines(name) {
  const { kebab, camel } = namesOf(name);
  return {
    serverImport: `import ${camel} from "./modules/${kebab}/plugin.ts";`,
    serverModule: `    ${camel},`,
    webRoute: `  layout("layouts/default.tsx", { id: "${kebab}-frame" }, [layout("layouts/guarded.tsx", { id: "${kebab}-guard" }, [route(localized("${kebab}"), "features/${kebab}/route.tsx")])]),`,
  };
}
