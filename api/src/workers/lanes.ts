import { type PoolWorker, TaskPool } from "./task-pool.ts";
import type { RunOptions, TaskRunner, WorkerLane, WorkerTask } from "./worker-task.ts";

/**
 * The limits of each lane of workers. Images: one worker, so at most one picture is decoded at a time
 * (a 6000 × 6000 JPEG takes ~0.75 GB while it is decoded, most of it in buffers outside the heap — its
 * real bound is the exact size checks before decoding); a 512 MB heap for jpeg-js's coefficient
 * blocks; 30 s, several times what the largest allowed photo takes on a busy 2-core machine.
 * Calendars: two workers (a sync and a person connecting a calendar need not wait for each other),
 * 256 MB each (a 10 MB calendar of 20,000 events parses in under 128 MB); their tasks set their own
 * time (a sync's deadline). `nice`: how far below the event loop each lane's threads are scheduled
 * (serve-tasks.ts) — pictures far below (seconds of CPU each); calendars less far, since their budgets
 * are wall-clock time and a starved parse would be refused as too big.
 */
export interface LaneLimits {
  size: number;
  heapMb: number;
  timeoutMs: number;
  maxQueued: number;
  nice: number;
}

export const LANE_LIMITS: Record<WorkerLane, LaneLimits> = {
  images: { size: 1, heapMb: 512, timeoutMs: 30_000, maxQueued: 32, nice: 10 },
  calendars: { size: 2, heapMb: 256, timeoutMs: 30_000, maxQueued: 500, nice: 5 },
};

/** Every lane's pool behind one runner: a task runs in the lane it names. */
export class WorkerLanes implements TaskRunner {
  constructor(readonly pools: Record<WorkerLane, TaskPool>) {}

  /**
   * Pools with LANE_LIMITS, whose workers `spawn(lane, limits)` makes (main.ts: the task entry on
   * node:worker_threads, with the lane's heap and nice); `onWorkerEnded` hears of each worker ended for a failure.
   */
  static create(
    spawn: (lane: WorkerLane, limits: LaneLimits) => PoolWorker,
    onWorkerEnded?: (lane: WorkerLane, error: Error) => void,
    limits = LANE_LIMITS,
  ): WorkerLanes {
    const pool = (lane: WorkerLane) => {
      const { size, timeoutMs, maxQueued } = limits[lane];
      const ended = onWorkerEnded && ((error: Error) => onWorkerEnded(lane, error));
      return new TaskPool({ name: lane, size, timeoutMs, maxQueued, spawn: () => spawn(lane, limits[lane]), onWorkerEnded: ended });
    };
    return new WorkerLanes({ images: pool("images"), calendars: pool("calendars") });
  }

  async start(): Promise<void> {
    await Promise.all(Object.values(this.pools).map((pool) => pool.start()));
  }

  run<I, O>(task: WorkerTask<I, O>, input: I, options?: RunOptions): Promise<O> {
    return this.pools[task.lane].run(task, input, options);
  }

  close(): void {
    for (const pool of Object.values(this.pools)) pool.close();
  }
}
