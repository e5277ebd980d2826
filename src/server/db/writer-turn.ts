/** First come, first served: the turn of SQLite's one writer connection (db/group-commit.ts). */
export class Turn {
  #queue: (() => void)[] = [];
  #held = false;

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }

  give(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}
