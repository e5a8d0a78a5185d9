/**
 * How much of an archive being written is on its file (in the page cache), for a read-back
 * that follows the writer instead of starting once it has finished (docs/decisions/100). The
 * writer's thread reports each completed write (`advance`), then the final size (`end`), or
 * its failure (`fail`); the reader waits on `beyond` and reads only bytes already written.
 * The archive's writes are positional, in order and one at a time, so every byte below the
 * reported size is final.
 */
export class WrittenSoFar {
  bytes = 0;
  /** The file's final size, once every byte is written. */
  final: number | null = null;
  private failure: Error | null = null;
  private waiters: Array<() => void> = [];

  advance(bytes: number): void {
    if (this.final !== null || bytes <= this.bytes) return;
    this.bytes = bytes;
    this.wake();
  }

  end(bytes: number): void {
    this.bytes = bytes;
    this.final = bytes;
    this.wake();
  }

  /** The writing stopped before its end: a reader waiting (or coming) is given `error`. */
  fail(error: Error): void {
    // Complete already: the worker's closing after its last write is no failure of the file.
    if (this.final !== null) return;
    this.failure ??= error;
    this.wake();
  }

  /**
   * Resolves with the bytes written once more than `position` are, or once the file is complete
   * (then possibly `position` or less: the reader is at its end).
   */
  async beyond(position: number): Promise<number> {
    while (this.bytes <= position && this.final === null && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failure) throw this.failure;
    return this.bytes;
  }

  /** Resolves once every byte is written. */
  async complete(): Promise<number> {
    while (this.final === null && !this.failure) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failure) throw this.failure;
    return this.final!;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
