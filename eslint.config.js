import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const FEATURES = ["directory", "blog", "submissions", "newsletter", "curators", "search", "pages"];

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
  // Features don't import each other, and the UI kit imports no feature (STYLE.md 9).
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: FEATURES.filter((other) => other !== feature).map((other) => ({
            group: [`~/features/${other}/*`, `../${other}/*`],
            message: "Features don't import each other; move shared code to app/lib.",
          })),
        },
      ],
    },
  })),
  {
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/features/*"], message: "The UI kit imports no feature." }] },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**", "tests/**", "server/**"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
