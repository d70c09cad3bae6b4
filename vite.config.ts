import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { siteNavigation } from "./app/components/layout/site-navigation";
import { missingCuratorFields } from "./app/content/curator";
import { BUILD_ORIGIN } from "./app/lib/build-origin";
import { illustrations } from "./tools/illustrations-plugin";

/**
 * Small modules every page uses (layout, UI kit, helpers) go into one chunk instead of a dozen
 * tiny ones, each with its own request and header overhead. The parts only forms need (toasts,
 * the query client, the drawer), the crisis lines in full (cards, topic panels, hours, print
 * lists: the help pages and the pages about a topic show them) and the Save control (loaded
 * while a page hydrates) stay out of it, so reading pages don't load them first. The crisis bar's
 * own part of the registry (app/domain/helplines/dial.ts, chosen-country.ts) is small and stays.
 */
const SHARED = /\/app\/(components\/(ui|layout)|lib|domain)\//;
/** The pictures' paths load only with the pages that show cards, not on every page. */
const CARDS_ONLY = /\/app\/domain\/illustrations\.ts$/;
const FORMS_ONLY =
  /(toast|toaster|interactive-area|mobile-drawer|query-client|api|save-toggle|saved-resources)\.tsx?$/;
const LINES_ONLY =
  /\/app\/(components\/layout\/(helpline-card|topic-lines|crisis-line-list)|domain\/helplines\/(links|hours|topics|check-age|open-data))\.tsx?$/;

/** The site never invents who stands behind it, so an empty curator profile is loud, not hidden. */
function curatorProfileWarning(): Plugin {
  return {
    name: "steady-ground:curator-profile",
    apply: "build",
    buildStart() {
      const missing = missingCuratorFields();
      if (missing.length > 0 && !this.environment?.config.build.ssr) {
        this.warn(
          `The curator profile (app/content/curator.ts) lacks: ${missing.join(", ")}. ` +
            'Pages say "our curating psychologist" until it is filled in.',
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
    // The header's and footer's links, worked out from the page and category registries.
    define: { __SITE_NAVIGATION__: JSON.stringify(siteNavigation()) },
    plugins: [
      tailwindcss(),
      reactRouter(),
      curatorProfileWarning(),
      illustrations("app/content/illustrations"),
    ],
    build: isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "shared",
                    test: (id: string) =>
                      SHARED.test(id) &&
                      !FORMS_ONLY.test(id) &&
                      !CARDS_ONLY.test(id) &&
                      !LINES_ONLY.test(id),
                  },
                ],
              },
            },
          },
        },
  };
});
