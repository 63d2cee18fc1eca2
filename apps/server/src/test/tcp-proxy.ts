/**
 * A TCP proxy in front of a server (PostgreSQL) that a test can take down and bring back: `cut()`
 * drops every connection and refuses new ones, as a server restarting or failing over does;
 * `restore()` accepts again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Ends every open connection and stops listening: connecting is refused until `restore()`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    // A cut connection errors on both sides; the proxy only passes that on by closing the other.
    socket.on("error", () => {});
  };
  const server: Server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no TCP port");
  const { port } = address;
  return {
    port,
    cut: stopListening,
    restore: () => listen(port),
    close: stopListening,
  };
}
