/**
 * Identity verification (spec §2 account pages "documents" and "verification", §3, §5, §7): the
 * service on `app.verification` with the configured identity provider and the document store,
 * its block of the profile page, its app-init field, its realtime messages and routes. With the
 * sandbox provider (the default), also the sandbox page's calls.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createFolderDocumentStore } from "./document-store.ts";
import { VerificationChanged, verificationMessages } from "./events.ts";
import { sandboxRoutes, verificationRoutes } from "./routes.ts";
import { createSandboxIdentityProvider } from "./sandbox-provider.ts";
import { createVerification, type Verification } from "./service.ts";
import { createVeriffProvider } from "./veriff-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    verification: Verification;
  }
}

async function verificationPlugin(app: FastifyInstance): Promise<void> {
  const { sandboxSecret, veriff, documentsDir, documentsS3 } = app.config.verification;
  const provider = veriff
    ? createVeriffProvider(veriff)
    : createSandboxIdentityProvider(sandboxSecret, app.clock);
  const verification = createVerification({
    db: app.db,
    clock: app.clock,
    provider,
    // The AWS SDK is loaded only by an installation that keeps documents in a bucket.
    documents: documentsS3
      ? (await import("./s3-document-store.ts")).createS3DocumentStore(documentsS3)
      : createFolderDocumentStore(documentsDir),
  });
  app.decorate("verification", verification);
  app.accounts.addProfilePageSlice((playerId) => verification.profilePageBlock(playerId));
  app.appInit.addSlice(async ({ playerId }) =>
    playerId
      ? { fraudDetector: { verificationCompleted: await verification.isIdentityVerified(playerId) } }
      : {},
  );
  app.events.toRealtime(VerificationChanged, verificationMessages);
  await app.register(verificationRoutes);
  if (provider.name === "sandbox") await app.register(sandboxRoutes, { secret: sandboxSecret });
}

export default fp(verificationPlugin, {
  name: "verification",
  dependencies: ["core", "auth", "app-init", "events", "accounts"],
});
