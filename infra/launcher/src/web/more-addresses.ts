import dns from 'node:dns/promises';
import type http from 'node:http';
import net from 'node:net';

/**
 * Listens on `address` too, handing each connection to `server`: it serves them as its own,
 * and closing its connections closes these too. Resolves null when the address cannot be
 * bound (a machine without IPv6).
 */
export function alsoListen(
  server: http.Server,
  address: string,
  port: number,
): Promise<net.Server | null> {
  const listener = net.createServer((socket) => server.emit('connection', socket));
  return new Promise((resolve) => {
    listener.once('error', () => resolve(null));
    listener.listen({ host: address, port }, () => resolve(listener));
  });
}

/**
 * Every other address `host` names, bound on the port `server` listens on. Fastify binds them
 * itself (`localhost`: 127.0.0.1 and ::1), but not for a server it was given (serverFactory).
 */
export async function listenOnEveryAddress(
  server: http.Server,
  host: string,
  port: number,
): Promise<net.Server[]> {
  const bound = server.address();
  const primary = typeof bound === 'object' && bound !== null ? bound.address : undefined;
  const addresses = await dns.lookup(host, { all: true }).catch(() => []);
  const others = addresses.filter(({ address }) => address !== primary);
  const listeners = await Promise.all(
    others.map(({ address }) => alsoListen(server, address, port)),
  );
  return listeners.filter((listener): listener is net.Server => listener !== null);
}
