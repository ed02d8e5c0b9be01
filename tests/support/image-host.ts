/**
 * A local HTTPS image host for the server-side image fetch: a self-signed certificate made
 * with openssl for localhost, 127.0.0.1 and 127.0.0.2, listening on every loopback address,
 * counting the requests each path receives.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

export type ImageHost = {
  port: number;
  cert: string;
  /** An https URL on this host, by 127.0.0.1 unless another host name is given. */
  url(path: string, host?: string): string;
  hits(path: string): number;
  close(): Promise<void>;
};

export const FIXTURE_PNG_SIZE = { width: 40, height: 30 };

export async function startImageHost(): Promise<ImageHost> {
  const dir = mkdtempSync(join(tmpdir(), "image-host-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:127.0.0.2",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(join(dir, "key.pem"), "utf8");
  const cert = readFileSync(join(dir, "cert.pem"), "utf8");
  rmSync(dir, { recursive: true, force: true });

  const png = await sharp({
    create: { ...FIXTURE_PNG_SIZE, channels: 3, background: "#2f7d4f" },
  })
    .png()
    .toBuffer();
  const counts = new Map<string, number>();
  let port = 0;

  const server = https.createServer({ key, cert }, (req, res) => {
    const path = new URL(req.url ?? "/", "https://x").pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    switch (path) {
      case "/cake.png": // typed by its bytes, not by this header
        res.writeHead(200, { "content-type": "text/plain" }).end(png);
        return;
      case "/page.html": // an HTML page that claims to be an image
        res.writeHead(200, { "content-type": "image/png" }).end("<html><body>hi</body></html>");
        return;
      case "/moved":
        res.writeHead(302, { location: "/cake.png" }).end();
        return;
      case "/to-inner":
        res.writeHead(302, { location: `https://127.0.0.2:${port}/cake.png` }).end();
        return;
      case "/declared-huge":
        res.writeHead(200, {
          "content-type": "image/png",
          "content-length": String(13 * 1024 * 1024),
        });
        res.write(png);
        return; // never finished: the client must stop on the header alone
      case "/endless": {
        // 13 MB of PNG-looking bytes, chunked, no length given
        res.writeHead(200, { "content-type": "image/png" });
        const chunk = Buffer.alloc(1024 * 1024, 7);
        png.copy(chunk, 0, 0, 8);
        let sent = 0;
        const more = () => {
          while (sent < 13) {
            sent++;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
          res.end();
        };
        res.on("error", () => {});
        more();
        return;
      }
      default:
        res.writeHead(404).end();
    }
  });
  server.on("clientError", () => {});
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    cert,
    url: (path, host = "127.0.0.1") => `https://${host}:${port}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
