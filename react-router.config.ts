import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";
import { finishClientBuild } from "./server/build-finish";
import { writeIcons } from "./tools/icons";
import { writeShareCards } from "./tools/share-cards";

export default {
  ssr: true,
  // Loaders and actions read what the server gives them through typed router context
  // (app/load-context.ts), which this turns on.
  future: { v8_middleware: true },
  // BUILD_DIR lets several builds live side by side (parallel test runs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page whose content is known at build time is written to HTML once and served
  // from memory; everything else (search, forms, the console) is rendered per request.
  prerender: prerenderPaths,
  // Runs after prerendering: draws each page's share card from its HTML and the favicon set,
  // then precompresses the client build and records CSP hashes.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await writeShareCards({
      clientDir,
      illustrationsDir: "app/content/illustrations",
      markSvg: await readFile("public/favicon.svg", "utf8"),
    });
    await writeIcons({
      clientDir,
      faviconSvg: "public/favicon.svg",
      iconSvg: "app/content/icons/icon.svg",
    });
    await finishClientBuild(clientDir);
  },
} satisfies Config;
