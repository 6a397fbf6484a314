import net from 'node:net';

export interface ClosableRelay {
  /** `http://127.0.0.1:<port>`: the relay's address, to configure in place of the target's. */
  url: string;
  /** Stops listening and cuts every connection: the port then refuses, as a store that is down. */
  close(): Promise<void>;
  /** Listens again on the same port. */
  open(): Promise<void>;
}

/** A TCP relay in front of `target` (an http URL) that a test can take down and bring back. */
export async function startClosableRelay(target: string): Promise<ClosableRelay> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: net.Server | undefined;
  let port = 0;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(Number(targetPort), hostname);
        track(client);
        track(upstream);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        if (address && typeof address === 'object') port = address.port;
        server = listening;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });

  await open();
  return { url: `http://127.0.0.1:${port}`, close, open };
}
