// A TCP proxy between the app and a shared server (PostgreSQL, Redis) that a test can cut and restore, to
// make the server "go away" for this app only, without touching the server other tests use.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (ECONNREFUSED) until restore(). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as AddressInfo).port;
        server = srv;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const srv = server;
      server = undefined;
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!srv) return resolve();
      srv.close(() => resolve());
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function deadPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}
