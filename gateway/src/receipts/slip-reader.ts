import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { type SlipReference } from '@dating/contracts';
import { errorMessage } from '@dating/server';
import { isAcceptedImage, maxInputPixels, type ImageInput } from '../uploads/image';
import { parseSlipQr } from './slip-qr';

export interface SlipReaderOptions {
  /** A slip's QR stays readable at this size; larger images are scaled down first. */
  maxSide: number;
  /** The whole read, waiting for a free decoder included; after it, the image has no slip. */
  timeoutMs: number;
  /** Decoders running at once in this gateway (each on its own thread). */
  maxRunning: number;
}

const defaults: SlipReaderOptions = { maxSide: 2000, timeoutMs: 4000, maxRunning: 2 };

/**
 * Runs in a worker thread. jsQR is synchronous and, on a noisy image, takes seconds: on the
 * gateway's own thread that would stall every request; a worker can be stopped at the deadline.
 */
const decoderSource = `
const { parentPort, workerData } = require('node:worker_threads');
const jsQR = require(workerData.jsQR);
const { pixels, width, height } = workerData;
const code = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
parentPort.postMessage(code ? code.data : null);
`;

/** jsQR's file, resolved as the program's entry module resolves its packages. */
function jsQRPath(): string {
  const entry = path.resolve(process.argv[1] ?? path.join(process.cwd(), 'main.js'));
  return createRequire(entry).resolve('jsqr');
}

interface RgbaImage {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the verification QR of a Thai bank slip from an uploaded image's own pixels (before any
 * re-encoding can blur the code). No QR, another kind of QR, an unreadable image, or no answer
 * within the time allowed: null. Never throws.
 */
export class SlipReader {
  private readonly logger = new Logger(SlipReader.name);
  private readonly options: SlipReaderOptions;
  private jsQR?: string;
  private running = 0;

  constructor(options: Partial<SlipReaderOptions> = {}) {
    this.options = { ...defaults, ...options };
  }

  async read(image: ImageInput): Promise<SlipReference | null> {
    const deadline = Date.now() + this.options.timeoutMs;
    try {
      if (!(await isAcceptedImage(image))) return null;
      const text = await this.decode(await this.pixelsOf(image), deadline);
      return text === null ? null : parseSlipQr(text);
    } catch (error) {
      this.logger.warn({ msg: 'could not look for a slip QR', error: errorMessage(error) });
      return null;
    }
  }

  private async pixelsOf(image: ImageInput): Promise<RgbaImage> {
    const { maxSide } = this.options;
    const { data, info } = await sharp(image, { limitInputPixels: maxInputPixels })
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: new Uint8ClampedArray(data), width: info.width, height: info.height };
  }

  private async decode(image: RgbaImage, deadline: number): Promise<string | null> {
    while (this.running >= this.options.maxRunning) {
      if (Date.now() >= deadline) return null;
      await pause(25);
    }
    if (Date.now() >= deadline) return null;
    this.jsQR ??= jsQRPath();
    const worker = new Worker(decoderSource, {
      eval: true,
      workerData: { jsQR: this.jsQR, ...image },
      // Handed over, not copied: a 2000-pixel slip is 16 MB of pixels.
      transferList: [image.pixels.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    this.running += 1;
    worker.once('exit', () => {
      this.running -= 1;
    });
    return new Promise<string | null>((resolve) => {
      const finish = (text: string | null) => {
        clearTimeout(timer);
        resolve(text);
        void worker.terminate();
      };
      const timer = setTimeout(() => finish(null), Math.max(0, deadline - Date.now()));
      worker.once('message', (text: unknown) => finish(typeof text === 'string' ? text : null));
      worker.once('error', (error) => {
        this.logger.warn({ msg: 'slip QR decoder failed', error: errorMessage(error) });
        finish(null);
      });
      worker.once('exit', () => finish(null));
    });
  }
}
