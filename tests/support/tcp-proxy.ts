import net from "node:net";

/**
 * A TCP proxy on loopback in front of PostgreSQL. `cut()` drops every
 * connection and refuses new ones, as if the database server had stopped;
 * `restore()` accepts connections again. `sent` counts the chunks the
 * clients wrote: each query a client sends is at least one.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let sent = 0;

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.on("data", () => sent++);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    get sent() {
      return sent;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}
