/**
 * An image worker thread: renders one image at a time (image-render.ts) for the ImagePool. Run
 * as dist/uploads/image-worker.js; under jest the pool compiles this source as it loads.
 */
import { parentPort } from 'node:worker_threads';
import { renderImage, type RenderRequest } from './image-render';

/** `ready` once, when the worker has loaded (the deadline starts then), then one per request. */
export type ImageWorkerReply =
  | { ready: true }
  | { ok: true; full: Uint8Array; card?: Uint8Array }
  | { ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('image-worker runs as a worker thread');

port.on('message', (request: RenderRequest) => {
  renderImage(request).then(
    (image) => port.postMessage({ ok: true, ...image } satisfies ImageWorkerReply),
    (error: unknown) =>
      port.postMessage({ ok: false, error: String(error) } satisfies ImageWorkerReply),
  );
});
port.postMessage({ ready: true } satisfies ImageWorkerReply);
