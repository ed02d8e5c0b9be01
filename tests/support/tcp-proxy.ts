/**
 * A small TCP proxy in front of the test database that a test can cut, hang and restore,
 * to see what the app does while PostgreSQL is unreachable. `cutOn` drops every connection
 * the moment a client sends a statement containing the given text (before PostgreSQL sees
 * it), which interrupts a transaction halfway, deterministically. `delay` holds what clients
 * send for a while before passing it on, as a slow network to the server would.
 */
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Refuses new connections and drops open ones, as if the database host went away. */
  cut(): Promise<void>;
  /** Accepts connections but never answers, as if the database hung. */
  hang(): void;
  /** Forwards again. */
  restore(): Promise<void>;
  /** Cuts (as above) as soon as a client sends `text`; restore() clears it. */
  cutOn(text: string): void;
  /** Passes on what clients send `ms` later (0: at once); order is kept. */
  delay(ms: number): void;
  close(): Promise<void>;
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: "open" | "hang" = "open";
  let trigger: string | null = null;
  let delayMs = 0;
  let server: net.Server | null = null;
  let port = 0;

  const dropAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  const onConnection = (client: net.Socket) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (mode === "hang") return; // accept, then say nothing
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.on("data", (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger)) {
        trigger = null;
        void proxy.cut();
        return;
      }
      if (delayMs > 0) setTimeout(() => upstream.write(chunk), delayMs);
      else upstream.write(chunk);
    });
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      dropAll();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    cut: stop,
    hang() {
      mode = "hang";
      dropAll();
    },
    async restore() {
      mode = "open";
      trigger = null;
      if (!server) await listen();
    },
    cutOn(text) {
      trigger = text;
    },
    delay(ms) {
      delayMs = ms;
    },
    close: stop,
  };
  await listen();
  return proxy;
}
