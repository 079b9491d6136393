/**
 * At most `limit` tasks at once; the rest wait their turn. Decoding a 50-megapixel photo holds
 * about 200 MB of pixels, so a burst of uploads must not decode all at once in one BFF process.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` stays counted.
      if (next) next();
      else this.running--;
    }
  }
}
