import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Adopted ahead of v8. Middleware stays off: loaders read the server's context as AppLoadContext
  // (see packages/contract/src/web-context.ts), which the middleware API would replace.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
