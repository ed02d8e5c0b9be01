import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { boundaries, noAppImports } from "./eslint/boundaries.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries },
    rules: { "boundaries/no-server-values-in-client": "error" },
  },
  noAppImports,
  {
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    plugins: { boundaries },
    rules: {
      "boundaries/no-import-back-up": "error",
    },
  },
  {
    files: ["lib/server/**/*.ts"],
    plugins: { boundaries },
    rules: {
      "boundaries/server-only-marker": "error",
      // One import style: lib/server reaches its own modules by relative paths, the rest of
      // lib by "@/".
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/lib/server/*"], message: "Import lib/server by a relative path." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // A form submitted before hydration (a slow phone, Enter on autofilled fields) is
          // sent by the browser itself: without a method, as a GET with every field in the
          // URL, passwords included, into history, logs and Referer headers.
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name=/^(method|action)$/]))",
          message:
            'Give every <form> a method ("post"; "get" only for a search) or a server action.',
        },
        {
          // next/dynamic's loader goes into the first load of every page that uses it
          // (about 1.5 KiB gzip); React.lazy does the same job without it.
          selector: "ImportDeclaration[source.value='next/dynamic']",
          message:
            "Use lazyComponent() from @/lib/client/lazy-component with Suspense (or AfterHydration).",
        },
      ],
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter kept for its type or position.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_" }],
    },
  },
  {
    ignores: [
      ".next/**",
      ".next-e2e/**",
      ".next-e2e-*/**",
      "playwright-report/**",
      "test-results/**",
      "public/**",
      ".data/**",
      "lib/generated/**",
      "node_modules/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
