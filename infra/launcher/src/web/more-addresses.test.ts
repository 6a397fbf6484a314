import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../ports';
import { alsoListen } from './more-addresses';
import { runtimeConfig } from './runtime-config';
import { startWebServer } from './server';

describe('a web origin listening on more than one address', () => {
  it('serves the pages and the API there as its own, and closes those connections with it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-addresses-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const gateway = http.createServer((_request, response) => response.end('{"status":"OK"}'));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      shellDir: root,
      remotes: {},
      apiUpstreams: [
        { name: 'gateway', url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` },
      ],
      config: runtimeConfig('test-key', '1.0.15'),
    });
    // Another port stands in for ::1, which not every machine has.
    const port = await freePort();
    const listener = await alsoListen(web.app.server, '127.0.0.1', port);
    const agent = new http.Agent({ keepAlive: true });
    const get = (urlPath: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}${urlPath}`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response));
          })
          .on('error', reject),
      );
    try {
      expect(listener).not.toBeNull();
      expect((await get('/api/menu')).headers['x-served-by']).toBe('gateway');
      expect((await get('/config.json')).statusCode).toBe(200);
      const kept = Object.values(agent.freeSockets).flat();
      expect(kept).toHaveLength(1);
      const closed = new Promise((resolve) => kept[0]?.once('close', resolve));
      listener?.close();
      await web.close();
      await closed;
    } finally {
      agent.destroy();
      await new Promise((resolve) => gateway.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives up quietly on an address it cannot bind', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      expect(await alsoListen(http.createServer(), '127.0.0.1', port)).toBeNull();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
