/** Entry point: read config, build the app, listen, and shut down cleanly on SIGINT/SIGTERM. */
import closeWithGrace from "close-with-grace";
import { ConfigError, defaultNodeEnvToProduction, loadConfig } from "./config/env.ts";
import { isDatabaseUnavailable } from "./db/faults.ts";

defaultNodeEnvToProduction();
// Loaded only now, so that React and the other libraries it imports see the settled NODE_ENV.
const { buildApp } = await import("./app.ts");

/** Spec'd shutdown budget: stop accepting, drain in-flight requests, close the database. */
const SHUTDOWN_BUDGET_MS = 5000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });

  const grace = closeWithGrace(
    { delay: SHUTDOWN_BUDGET_MS, skip: ["unhandledRejection"] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "shutting down after an unhandled error");
      else app.log.info({ signal }, "shutting down");
      app.markShuttingDown();
      await app.close();
    },
  );
  // A database outage met by work outside a request (a background task, a promise nobody awaited)
  // is no reason to stop: the pool replaces its connections and the work is retried (ADR 099).
  // Any other unhandled rejection stops the instance, as an uncaught exception does.
  process.on("unhandledRejection", (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn({ err: reason }, "database unavailable outside a request");
      return;
    }
    app.log.error({ err: reason }, "shutting down after an unhandled error");
    void grace.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
