/** Named repeating timers, each started at most once, all stopped together. */
export class Intervals {
  private readonly timers = new Map<string, ReturnType<typeof setInterval>>();

  start(name: string, ms: number, run: () => void): void {
    if (!this.timers.has(name)) this.timers.set(name, setInterval(run, ms));
  }

  stopAll(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }
}
