import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { curatorSeed } from "./app/content/curator";
import { BUILD_ORIGIN } from "./app/lib/build-origin";
import { illustrations } from "./tools/illustrations-plugin";

/**
 * How the browser's JavaScript is split (docs/decisions/038-chunks-by-who-uses-them.md). One
 * "shared" chunk holds what every page runs: everything the root route (app/root.tsx: header,
 * crisis bar, menus, footer, quick exit, route announcer) imports statically, React and React
 * Router with it, and the few modules below. The rest is split by the bundler by who uses it, so
 * a page loads its own components and no other page's.
 */
const ROOT_ROUTE = fileURLToPath(new URL("app/root.tsx", import.meta.url));
const EVERY_PAGE_TOO = [
  // Every route's `meta` builds the page's head with it.
  /[\\/]app[\\/]lib[\\/]meta\.ts$/,
  // React DOM's public module, which the client entry (through React Router) loads on every page.
  /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
];

/** What the bundler tells a chunk group's `name` about a module (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Names the modules of the "shared" chunk: what app/root.tsx reaches by static imports. */
function everyPage(): (id: string, graph: ModuleGraph) => string | null {
  let reached: Set<string> | undefined;
  return (id, graph) => {
    if (!reached) {
      reached = new Set();
      const queue = [...(graph.getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      // Without the root route, every page would quietly lose its shared chunk.
      if (reached.size === 0) throw new Error(`vite.config.ts: ${ROOT_ROUTE} was not in the build`);
    }
    return reached.has(id) || EVERY_PAGE_TOO.some((pattern) => pattern.test(id)) ? "shared" : null;
  };
}

/**
 * React Router publishes a production build beside its development one, identical but for its
 * development warnings, yet its package exports only the development build (remix-run/react-router
 * #12532, #14102). The browser's bundle takes the production build; the server keeps the default.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "steady-ground:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes("/react-router/dist/development/")) {
        this.error(`react-router resolved to ${resolved?.id}: update reactRouterProductionBuild`);
      }
      return { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
    },
  };
}

/**
 * Vite wraps every `import()` of the browser's code in its preload helper, which adds a
 * `<link rel="modulepreload">` for each file the imported chunk needs. Its own helper (828 bytes
 * gzipped, a file of its own) also handles stylesheets split per chunk, CSP nonces and a
 * `vite:preloadError` event, none of which this site uses: the one stylesheet is linked by the
 * root route, and the pages carry no nonce on module preloads. Every page with resource cards
 * loads it (the Save control is an `import()`), so the build serves this smaller one, which
 * preloads the same files (docs/decisions/042-i18n-with-lingui.md, the bytes it saves). The build
 * stops if Vite stops asking for the helper by this name or if a chunk ever brings its own CSS.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const SMALL_PRELOAD_HELPER = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = ${JSON.stringify("/")} + dep;
    document.head.append(link);
  }
  return load();
};`;

function smallPreloadHelper(): Plugin {
  let served = false;
  return {
    name: "steady-ground:small-preload-helper",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      served = true;
      return SMALL_PRELOAD_HELPER;
    },
    generateBundle(_options, bundle) {
      const dynamic = Object.values(bundle).some(
        (file) => file.type === "chunk" && file.dynamicImports.length > 0,
      );
      if (dynamic && !served) {
        this.error(`Vite no longer loads ${PRELOAD_HELPER}: update smallPreloadHelper`);
      }
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && (file.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${file.fileName} imports CSS, which smallPreloadHelper does not load`);
        }
      }
    },
  };
}

/**
 * The site never invents who stands behind it, so a build without a seeded curator profile says
 * what the pages will say until a curator fills in their own (docs/decisions/036-who-reviewed-what.md).
 */
function curatorProfileWarning(): Plugin {
  return {
    name: "steady-ground:curator-profile",
    apply: "build",
    buildStart() {
      if (!curatorSeed && !this.environment?.config.build.ssr) {
        this.warn(
          "No curator profile is seeded (app/content/curator.ts): pages name no reviewer and say " +
            '"our curating psychologist" until a curator fills in /curator/profile and confirms a review.',
        );
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // Prerendered pages are written with a placeholder origin that the server replaces with its
  // own SITE_URL at start-up, so one build serves any address
  // (docs/decisions/020-site-url-at-serve-time.md).
  if (command === "build") process.env.SITE_URL = BUILD_ORIGIN;
  return {
    resolve: { tsconfigPaths: true },
    plugins: [
      tailwindcss(),
      reactRouter(),
      reactRouterProductionBuild(),
      smallPreloadHelper(),
      curatorProfileWarning(),
      illustrations("app/content/illustrations"),
    ],
    build: isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: everyPage() }],
              },
            },
          },
        },
  };
});
