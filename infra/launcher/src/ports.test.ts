import net from 'node:net';
import { freePort, isPortFree, preferredOrFree } from './ports';

describe('ports', () => {
  it('tells a taken port from a free one, and picks another when the preferred is taken', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    try {
      expect(await isPortFree(taken)).toBe(false);
      const other = await preferredOrFree(taken);
      expect(other).not.toBe(taken);
      expect(await isPortFree(other)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await isPortFree(taken)).toBe(true);
    expect(await freePort()).toBeGreaterThan(0);
  });
});
