import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Every folder in app/features is a feature: a new one gets its zone the day it appears.
const FEATURES = readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import restrictions by layer, for `no-restricted-imports` (regex over the import string, so
// that `~/features/x`, `../features/x` and `../../features/x` are all caught).
const NO_FEATURES = {
  regex: "(^~/|^(\\.\\./)+)features/",
  message:
    "Only routes and the server import features; move shared code down to app/domain (the site's own things) or app/lib.",
};
const NO_DOMAIN = {
  regex: "(^~/|^(\\.\\./)+)domain/",
  message: "app/lib and app/content know nothing of app/domain: it reads them, not the other way.",
};
const NO_ROUTES = {
  regex: "(^~/|^(\\.\\./)+)routes/",
  message: "Nothing imports a route module; move the code it needs into a feature or app/lib.",
};
const NO_COMPONENTS = {
  regex: "(^~/|^(\\.\\./)+)components/",
  message:
    "app/lib, app/content, app/domain and app/db sit below the components and do not import them.",
};
const NO_DB = {
  regex: "(^~/|^(\\.\\./)+)db/",
  message: "app/lib and app/content sit below the database code and do not import it.",
};
const NO_SERVER = {
  regex: "(^~/|^(\\.\\./)+)server/",
  message: "The app does not import the Express server; the server imports the app.",
};
const otherFeatures = (feature) => [
  {
    regex: `^~/features/(?!${feature}/)`,
    message:
      "Features don't import each other; move shared code to app/domain, app/lib or app/components.",
  },
  {
    // Inside a feature, a relative import may go up one folder (curators/review -> ../accounts),
    // never two (except into app/content and app/domain, which the build config loads without
    // the ~/ alias), and never sideways into another feature.
    regex: `^(\\.\\./){2,}(?!content/|domain/)|^\\.\\./(${FEATURES.filter((f) => f !== feature).join("|")})/`,
    message: "Features don't import each other; use ~/ paths for anything outside this feature.",
  },
];
const layer = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "**/*.tmp.mjs",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      // Modules planted for a moment by tools/eslint-layers.test.ts, which lints them itself.
      "**/planted-*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  // The layers (README, Architecture): lib and content at the bottom, then db, then domain,
  // then components, then features (which never import each other), then routes, the root
  // modules and the server on top. app/load-context.ts (the site-wide router contexts) sits on
  // db. Tests beside the code are in the same folders and obey the same rules.
  layer(
    ["app/lib/**", "app/content/**"],
    [NO_FEATURES, NO_ROUTES, NO_COMPONENTS, NO_DOMAIN, NO_DB, NO_SERVER],
  ),
  layer(
    ["app/db/**", "app/load-context.ts"],
    [NO_FEATURES, NO_ROUTES, NO_COMPONENTS, NO_DOMAIN, NO_SERVER],
  ),
  layer(["app/domain/**"], [NO_FEATURES, NO_ROUTES, NO_COMPONENTS, NO_SERVER]),
  layer(["app/components/**"], [NO_FEATURES, NO_ROUTES, NO_SERVER]),
  ...FEATURES.map((feature) =>
    layer([`app/features/${feature}/**`], [NO_ROUTES, NO_SERVER, ...otherFeatures(feature)]),
  ),
  layer(["app/root.tsx", "app/routes.ts", "app/prerender.ts", "app/entry.client.tsx"], [NO_SERVER]),
  // No import cycles anywhere: a circle of modules has no bottom to read from or test alone.
  {
    files: [
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "scripts/**/*.ts",
      "tools/**/*.ts",
      "tests/**/*.ts",
    ],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // An internal link is React Router's typed `href("/about")`, never a bare "/about": renaming a
  // path in app/content/site-pages.ts or app/routes.ts then fails the type check where it is used.
  // (The console's routes still write theirs by hand.)
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(to|action)$/] > Literal[value=/^\\//]",
          message: 'Write an internal path as href("/path") from react-router.',
        },
        {
          selector:
            "JSXAttribute[name.name=/^(to|action|href)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z]/]",
          message: 'Write an internal path as href("/path/:param", { param }) from react-router.',
        },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**", "tests/**", "server/**", "tools/**"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
