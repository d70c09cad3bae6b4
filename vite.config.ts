import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { siteNavigation } from "./app/components/layout/site-navigation";
import { curatorSeed } from "./app/content/curator";
import { BUILD_ORIGIN } from "./app/lib/build-origin";
import { illustrations } from "./tools/illustrations-plugin";

/**
 * Small modules every page uses (layout, UI kit, helpers) go into one chunk instead of a dozen
 * tiny ones, each with its own request and header overhead. The parts only forms need (toasts,
 * the query client, the drawer), the helpline data (loaded by the help pages, and by the
 * crisis bar once a visitor has chosen a country) and the Save control (loaded while a page
 * hydrates) stay out of it, so reading pages don't load them first.
 */
const SHARED = /\/app\/(components\/(ui|layout)|lib|domain)\//;
/** The pictures' paths load only with the pages that show cards, not on every page. */
const CARDS_ONLY = /\/app\/domain\/illustrations\.ts$/;
/**
 * What a page may say of a review, and a reviewer's portrait, load only with the pages that show
 * them (a resource, an article, /about, the console), not on every page.
 */
const CLAIMS_ONLY = /\/app\/(domain\/(claims|reviews)|components\/ui\/portrait)\.tsx?$/;
const FORMS_ONLY =
  /(toast|toaster|interactive-area|mobile-drawer|query-client|api|helplines|save-toggle|saved-resources)\.tsx?$/;

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
                      !CLAIMS_ONLY.test(id),
                  },
                ],
              },
            },
          },
        },
  };
});
