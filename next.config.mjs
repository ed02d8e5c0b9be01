import path from "node:path";

const IMAGE_CSP = "default-src 'self'; script-src 'none'; sandbox;";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // End-to-end tests build into their own folder so they never replace the build that
  // `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Only for scripts/tools/bench/explain-first-load-js.mjs, which reads them to say what a page's
  // JavaScript is made of; served builds have none.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === "1",
  // The e2e build (tests/e2e/support/build.ts) skips Next's own type check: `npm test` runs
  // `tsc --noEmit` over the whole project beside it, so checking twice only costs time.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  // Several instances share one cache through Redis (cache-handler.mjs, docs/deploy.md).
  // Read when the server starts, so the same build serves one instance or many.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.resolve(import.meta.dirname, "cache-handler.mjs"),
        cacheMaxMemorySize: 0,
      }
    : {}),
  // Prisma's generated client and the pg driver are server-only Node code.
  // prom-client: one registry per process, shared with scripts/runtime/server.mjs (see
  // lib/server/observability/metrics.mjs).
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@node-rs/argon2", "prom-client"],
  // Modern browsers only (browserslist in package.json): Next's built-in polyfills for older
  // ones are replaced by an empty module (lib/client/no-polyfills.js).
  turbopack: {
    resolveAlias: {
      "../build/polyfills/polyfill-module": "./lib/client/no-polyfills.js",
      "next/dist/build/polyfills/polyfill-module": "./lib/client/no-polyfills.js",
    },
  },
  // Turbopack keeps a build cache on disk for the next build; writing it took 21 s of a CI
  // run on a fresh clone, where no later build ever reads it.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // The demo's photos are SVG files served as they are (next/image leaves SVG unoptimized):
  // opened on their own they are documents, so they get the optimizer's sandbox too.
  async headers() {
    return [
      {
        source: "/images/:path*",
        headers: [
          { key: "Content-Security-Policy", value: IMAGE_CSP },
          { key: "X-Content-Type-Options", value: "nosniff" },
        ],
      },
    ];
  },
  images: {
    // No dangerouslyAllowSVG: an SVG (the demo's photos) is served as it is, with no srcset,
    // as Next does by default; the optimizer has nothing to resize in a vector, and nine
    // srcset URLs per photo made the home page's HTML and RSC payload 24 KB larger.
    contentDispositionType: "attachment",
    contentSecurityPolicy: IMAGE_CSP,
  },
};

export default nextConfig;
