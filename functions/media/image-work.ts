/**
 * What decoding an uploaded image may cost (docs/decisions/041). Decoding takes memory and CPU
 * in proportion to every pixel of every frame, so an image's size is read from its header and
 * checked before a single pixel is decoded: at most IMAGE_MAX_PIXELS over all its frames and
 * IMAGE_MAX_FRAMES frames. The decoding itself runs through one bounded queue per process:
 * IMAGE_CONCURRENCY images at a time, IMAGE_MAX_WAITING more waiting, and an upload beyond that
 * is answered 503 with Retry-After instead of holding another image in memory.
 */
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../lib/errors.ts';
import { backgroundImageThreads } from './image-threads.ts';

/** Pixels of all frames together: a 50-megapixel photo (8,660 × 5,773), or 200 frames of 500 × 500. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_MAX_FRAMES = 300;
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_MAX_WAITING = 4;
/** Seconds an upload refused for a full queue is told to wait. */
export const IMAGE_RETRY_AFTER = 10;

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** The header's figures of an image: its frame size, its frames, and all of its pixels. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  frames: number;
  pixels: number;
  isPalette: boolean;
}

/** The image is larger than what the server decodes: 415 with both limits in the visitor's language. */
export function imageTooLarge(header: ImageHeader): ApiError {
  const frames = header.frames > 1 ? { en: ` in ${header.frames} frames`, pt: ` em ${header.frames} quadros` } : { en: '', pt: '' };
  const size = `${header.width} × ${header.height}`;
  return new ApiError(415, 'image_too_large', {
    en: `This image is too large to process: ${size} pixels${frames.en}, ${megapixels(header.pixels)} megapixels in all. At most ${megapixels(IMAGE_MAX_PIXELS)} megapixels over all frames and ${IMAGE_MAX_FRAMES} frames: make it smaller or shorter and send it again.`,
    pt: `Esta imagem é grande demais para processar: ${size} pixels${frames.pt}, ${megapixels(header.pixels)} megapixels no total. No máximo ${megapixels(IMAGE_MAX_PIXELS)} megapixels somando todos os quadros e ${IMAGE_MAX_FRAMES} quadros: reduza o tamanho ou a duração e envie de novo.`,
  });
}

/**
 * Reads an image's header only (no pixel is decoded) and refuses one over the limits. Answers
 * null when sharp cannot read even the header: the caller's "cannot be read" refusal.
 */
export async function checkedImageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  // Without `animated`, sharp reports one frame's size and how many frames there are.
  const { width, height } = meta;
  if (!width || !height) return null;
  const frames = Math.max(1, meta.pages ?? 1);
  const header = { format: meta.format, width, height, frames, pixels: width * height * frames, isPalette: meta.isPalette === true };
  if (header.pixels > IMAGE_MAX_PIXELS || frames > IMAGE_MAX_FRAMES) throw imageTooLarge(header);
  return header;
}

/** The queue is full: try again in a few seconds. */
export class ImagesBusy extends ApiError {
  override name = 'ImagesBusy';
  override readonly headers = { 'Retry-After': String(IMAGE_RETRY_AFTER) };
  constructor() {
    super(503, 'images_busy', {
      en: `The server is processing other images right now. Send this one again in ${IMAGE_RETRY_AFTER} seconds.`,
      pt: `O servidor está processando outras imagens agora. Envie esta de novo em ${IMAGE_RETRY_AFTER} segundos.`,
    });
  }
}

/** A fixed number of tasks at a time, a bounded list waiting; a task beyond the list is refused (ImagesBusy). */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` when a place is free. `queueAlways`: background work that waits however long the list is. */
  async run<T>(task: () => Promise<T>, { queueAlways = false } = {}): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else {
      if (!queueAlways && this.waiting.length >= this.maxWaiting) throw new ImagesBusy();
      // The place of the task that finishes is handed over as it is: `running` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    // Decoding is background work: libvips's threads yield the CPU to requests (docs/decisions/096).
    backgroundImageThreads();
    try {
      return await task();
    } finally {
      backgroundImageThreads();
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The one queue every decode of an upload in this process goes through. */
export const imageQueue = new WorkQueue(IMAGE_CONCURRENCY, IMAGE_MAX_WAITING);
