/**
 * Where a page's first-load JS comes from: each script outside the framework floor
 * (rootMainFiles) attributed to the source files and npm packages its source map names, in
 * KiB gzip (each source's share of a chunk's bytes, times the chunk's gzip size: close, not
 * exact; a module that Turbopack copies into several chunks counts once per copy, which is
 * what the browser downloads). Needs a build with source maps:
 *
 *   NEXT_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-e2e-maps npx next build   (then serve that build)
 *   node scripts/tools/bench/explain-first-load-js.mjs http://localhost:3999 .next-e2e-maps / /auth
 *   SUMMARY=1 node scripts/tools/bench/explain-first-load-js.mjs ...        (by folder and package)
 *
 * Next's own modules show as next:..., npm packages as npm:...
 */
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require("source-map-js");
const [base, dist, ...paths] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
const floorFiles = new Set(manifest.rootMainFiles.map((f) => "/_next/" + f));
function group(src) {
  let s = src.replace(/^.*?\[project\]\//, "").replace(/^turbopack:\/\/\/?/, "");
  const nm = s.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (nm && nm[1] !== "next") return "npm:" + nm[1];
  if (nm) return "next:" + s.replace(/^.*node_modules\/next\/dist\//, "");
  return s;
}
const cache = new Map();
function explain(file) {
  if (cache.has(file)) return cache.get(file);
  const p = path.join(dist, file.replace(/^\/_next\//, ""));
  const code = readFileSync(p, "utf8");
  const gz = gzipSync(code, { level: 9 }).length;
  const out = new Map();
  const mapName = code.match(/sourceMappingURL=(\S+)/)?.[1];
  const mp = mapName && path.join(path.dirname(p), mapName);
  if (mp && existsSync(mp)) {
    const smc = new SourceMapConsumer(JSON.parse(readFileSync(mp, "utf8")));
    const lines = code.split("\n");
    const mappings = [];
    smc.eachMapping((m) => mappings.push(m));
    mappings.sort(
      (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
    );
    let attributed = 0;
    for (let i = 0; i < mappings.length; i++) {
      const m = mappings[i],
        n = mappings[i + 1];
      let len;
      if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
      else len = (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
      const key = m.source ? group(m.source) : "(unmapped)";
      out.set(key, (out.get(key) ?? 0) + len);
      attributed += len;
    }
    out.set("(unmapped)", (out.get("(unmapped)") ?? 0) + Math.max(0, code.length - attributed));
    for (const [k, v] of out) out.set(k, (v / code.length) * gz);
  } else out.set("(no map) " + file, gz);
  cache.set(file, { out, gz });
  return cache.get(file);
}
for (const pg of paths) {
  const html = await (await fetch(base + pg)).text();
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[1]) && /src="/.test(m[1]))
        .map((m) => [0, m[1].match(/src="([^"]+)"/)[1]])
        .map((m) => m[1].replace(/&amp;/g, "&").replace(/\?.*$/, "")),
    ),
  ];
  const total = new Map();
  let sum = 0;
  for (const s of srcs) {
    if (floorFiles.has(s)) continue;
    const { out, gz } = explain(s);
    sum += gz;
    for (const [k, v] of out) total.set(k, (total.get(k) ?? 0) + v);
  }
  console.log(
    `\n== ${pg}: ours ${(sum / 1024).toFixed(1)} KiB gzip (chunks outside rootMainFiles: ${srcs.filter((s) => !floorFiles.has(s)).length})`,
  );
  if (process.env.SUMMARY) {
    const cat = new Map();
    for (const [k, v] of total) {
      const c = k.startsWith("next:")
        ? "next (framework)"
        : /tailwind-merge|class-merge-config|clsx/.test(k)
          ? "class merge"
          : k.startsWith("npm:@radix")
            ? "radix"
            : k.startsWith("npm:")
              ? k
              : k.startsWith("(")
                ? k
                : k
                    .split("/")
                    .slice(0, k.startsWith("app") ? 3 : 2)
                    .join("/");
      cat.set(c, (cat.get(c) ?? 0) + v);
    }
    for (const [k, v] of [...cat].sort((a, b) => b[1] - a[1]).filter(([, v]) => v > 100))
      console.log(`${(v / 1024).toFixed(2).padStart(7)}  ${k}`);
    // Next's own modules beyond rootMainFiles (layout router, Link, error boundaries) are
    // framework code that an empty page loads only in part; the rest is our code and the
    // packages we chose.
    const next = [...total].filter(([k]) => k.startsWith("next:")).reduce((a, [, v]) => a + v, 0);
    console.log(
      `   of which Next.js modules ${(next / 1024).toFixed(1)} KiB, our code and packages ${((sum - next) / 1024).toFixed(1)} KiB`,
    );
  } else
    for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).filter(([, v]) => v > 100))
      console.log(`${(v / 1024).toFixed(2).padStart(7)}  ${k}`);
}
