/** The time source; tests pass a controllable one to move through expiry windows. */
export interface Clock {
  now(): number;
  /** Waits; a manual clock moves itself forward instead, so tests see the wait without taking it. */
  sleep?(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 1, 12)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
  async sleep(ms: number): Promise<void> {
    this.current += ms;
  }
}
