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
    files: ["lib/server/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/server-only-marker": "error" },
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
