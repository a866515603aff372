/**
 * The process-wide queue of image work (decoding and re-encoding uploads, ADR 020). sharp runs each
 * pipeline on one of libuv's four threads and a decode of a large PNG takes seconds: without a
 * bound, a handful of uploads held every thread and every other request that needed one waited
 * behind them. At most `concurrency` images are worked on at once, in arrival order; when `limit`
 * images already wait, a new upload is refused with 503 and a `Retry-After` from the recent pace.
 */
export class ImageWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Milliseconds one image took, on average (a moving average; a first guess before any). */
  private pace = 1000;

  constructor(
    private concurrency = 1,
    private limit = 8,
  ) {}

  /** The service's settings (IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT); the last app created sets them. */
  configure(concurrency: number, limit: number) {
    this.concurrency = concurrency;
    this.limit = limit;
  }

  /** Images waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Images being worked on now. */
  get active(): number {
    return this.running;
  }

  /** Seconds until `count` more images would be worked on, at the recent pace (at least 1). */
  retryAfter(count = 1): number {
    const ahead = this.waiting.length + this.running + count;
    return Math.max(1, Math.ceil((ahead * this.pace) / this.concurrency / 1000));
  }

  /** Whether `count` more images may join the queue now (else the caller answers 503). */
  fits(count: number): boolean {
    const free = Math.max(0, this.concurrency - this.running);
    return this.waiting.length + Math.max(0, count - free) <= this.limit;
  }

  /**
   * Runs `work` when its turn comes. The place in the queue is taken synchronously, so `fits`
   * followed by `run` for each image in the same tick cannot be overtaken.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.pace = this.pace * 0.7 + (performance.now() - start) * 0.3;
      // The slot passes straight to the next image, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The one queue of this process. */
export const imageWork = new ImageWork();
