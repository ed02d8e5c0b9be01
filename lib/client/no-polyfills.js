// Next's client runtime always loads polyfills for browsers older than the ones package.json's
// browserslist targets (trimStart, Array#flat and #at, Object.fromEntries and hasOwn, ...);
// every browser we support has them, so next.config.mjs points that module here
// (Lighthouse "legacy-javascript", docs/benchmarks.md).
