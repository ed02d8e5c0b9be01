// @ts-check
/**
 * The app's HTTP server: Next's request handler behind a small Node server that decides who
 * the client is before Next sees the request (see ./server/forwarded.mjs). `npm start`, the
 * end-to-end tests and production run this instead of `next start`, which would pass a
 * client's own X-Forwarded-For through to the per-address rate limits.
 *
 *   node scripts/server.mjs [--dev] [-p PORT] [-H HOST]
 */
import { createServer } from "node:http";
import next from "next";
import { applyTrustedForwarding, trustedProxyHops } from "./server/forwarded.mjs";

const args = process.argv.slice(2);
const option = (short, long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes("--dev");
const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname") ?? process.env.HOSTNAME ?? "0.0.0.0";
const hops = trustedProxyHops();

// The app derives its default public URL (canonical links, sitemap) from the port it serves.
process.env.PORT = String(port);

const app = next({ dev, port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  applyTrustedForwarding(req, hops);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal server error");
  });
});
// A slow client must not hold a connection open for ever.
server.headersTimeout = 30_000;
server.requestTimeout = 60_000;
server.listen(port, hostname, () => {
  console.log(
    `✓ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}` +
      ` (trusted proxy hops: ${hops})`,
  );
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
