// The same browser targets as the app (its package.json browserslist is copied beside this)
// and the same empty polyfill module: only our own code differs.
const config = {
  turbopack: {
    // node_modules is a link to the app's: Turbopack resolves it only inside its root.
    root: "/",
    resolveAlias: {
      "../build/polyfills/polyfill-module": "./no-polyfills.js",
      "next/dist/build/polyfills/polyfill-module": "./no-polyfills.js",
    },
  },
};

export default config;
