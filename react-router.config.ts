import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";
import { finishClientBuild } from "./server/build-finish";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel test runs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page whose content is known at build time is written to HTML once and served
  // from memory; everything else (search, forms, the console) is rendered per request.
  prerender: prerenderPaths,
  // Runs after prerendering: precompresses the client build and records CSP hashes.
  async buildEnd({ reactRouterConfig }) {
    await finishClientBuild(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
