/**
 * The browser/server boundary as lint rules, so it is enforced rather than remembered:
 * - a client module ("use client") never imports a value from lib/server (types are fine:
 *   they vanish at build time); server code reaches the browser only as server actions;
 * - components/ and lib/ never import from app/: arrows run app -> components -> lib.
 */
import { noImportBackUp } from "./folder-floors.mjs";

const SERVER_PATH = /(^@\/lib\/server(\/|$))|(^(\.\.?\/)+(lib\/)?server(\/|$))/;

function isClientModule(program) {
  return program.body.some(
    (node) => node.type === "ExpressionStatement" && node.directive === "use client",
  );
}

const noServerValuesInClient = {
  meta: {
    type: "problem",
    docs: { description: "client modules must not import values from lib/server" },
    messages: {
      serverValue:
        "A client module imports '{{source}}': lib/server is server-only. Import types with `import type`, move shared code to lib/, or call a server action.",
    },
    schema: [],
  },
  create(context) {
    let client = false;
    return {
      Program(node) {
        client = isClientModule(node);
      },
      ImportDeclaration(node) {
        if (!client || node.importKind === "type") return;
        const source = String(node.source.value);
        if (!SERVER_PATH.test(source)) return;
        const valueSpecifiers = node.specifiers.filter((s) => s.importKind !== "type");
        if (node.specifiers.length === 0 || valueSpecifiers.length > 0) {
          context.report({ node, messageId: "serverValue", data: { source } });
        }
      },
    };
  },
};

/**
 * Every lib/server module starts with `import "server-only"`, so a client module that
 * reaches it through any path fails the build instead of shipping server code.
 */
const serverOnlyMarker = {
  meta: {
    type: "problem",
    docs: { description: 'lib/server modules import "server-only"' },
    messages: { missing: 'A lib/server module must import "server-only".' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const marked = node.body.some(
          (s) => s.type === "ImportDeclaration" && s.source.value === "server-only",
        );
        if (!marked) context.report({ node, messageId: "missing" });
      },
    };
  },
};

export const boundaries = {
  rules: {
    "no-server-values-in-client": noServerValuesInClient,
    "server-only-marker": serverOnlyMarker,
    "no-import-back-up": noImportBackUp,
  },
};

/** components/** and lib/** import nothing from app/**. */
export const noAppImports = {
  files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/app", "@/app/*", "**/app/*"],
            message: "components/ and lib/ never import from app/: move the code down a layer.",
          },
        ],
      },
    ],
  },
};
