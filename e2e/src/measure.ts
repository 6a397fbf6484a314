import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from 'playwright-core';

export interface PageLoad {
  /** From navigation until `ready` resolved. */
  ms: number;
  requests: number;
  /** Bytes over the wire (compressed), in KiB. */
  transferredKiB: number;
  /** The /api paths asked, in order (photos included). */
  apiCalls: string[];
}

/**
 * Loads `url` from a blank tab and measures it until `ready` resolves: time, requests, bytes
 * transferred and API calls. Written to e2e/output/<name>.json and printed, never asserted.
 */
export async function measurePageLoad(
  page: Page,
  name: string,
  url: string,
  ready: () => Promise<void>,
): Promise<PageLoad> {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  const urls: string[] = [];
  const onRequest = (request: { url(): string }) => urls.push(request.url());
  page.on('request', onRequest);
  const started = Date.now();
  await page.goto(url);
  await ready();
  const ms = Date.now() - started;
  page.off('request', onRequest);
  await cdp.detach();
  const load: PageLoad = {
    ms,
    requests: urls.length,
    transferredKiB: Math.round(bytes / 1024),
    apiCalls: urls.map((address) => new URL(address).pathname).filter((p) => p.startsWith('/api/')),
  };
  const folder = path.resolve(__dirname, '..', 'output');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(load, null, 2)}\n`);
  process.stdout.write(
    `${name}: ${load.ms} ms, ${load.requests} requests, ${load.transferredKiB} KiB; API: ${load.apiCalls.join(', ')}\n`,
  );
  return load;
}
