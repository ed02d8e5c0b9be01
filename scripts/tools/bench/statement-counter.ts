/**
 * A TCP proxy in front of PostgreSQL that counts the statements clients send, from the
 * wire protocol: a simple Query ('Q') or an extended-protocol Execute ('E') message is one
 * statement. `npm run bench` points a second app instance at it to print SQL statements
 * per request (counted, not timed). Assumes no TLS between app and proxy (local bench).
 */
import net from "node:net";

export type StatementCounter = { port: number; count(): number; close(): Promise<void> };

export async function startStatementCounter(host: string, port: number): Promise<StatementCounter> {
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false; // the startup packet (and an SSL request) carry no type byte
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < length) return;
          buffer = buffer.subarray(length);
          if (code !== 80877103) started = true; // 80877103: SSLRequest, startup follows
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]!);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        if (type === "Q" || type === "E") statements++;
        buffer = buffer.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    count: () => statements,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
