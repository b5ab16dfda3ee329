/**
 * What `bench:fanout` watches besides the events themselves, to say where a slow event's time went:
 * the machine's CPU (this run's processes vs everything else on the 2 shared cores, from /proc), the
 * benchmark process's own event-loop lag (a starved client delays the arrival it times), and the
 * hub's heartbeat bursts (a ping to every socket at once) as the crowd's sockets see them. Linux only
 * (/proc); elsewhere the CPU figures are null.
 */

const TICKS_PER_SECOND = 100;

/** /proc's files, through `cat`: Deno reads /proc/stat only with --allow-all. */
function readProc(paths: string[]): string[] | null {
  try {
    const { stdout } = new Deno.Command("cat", { args: paths, stderr: "null" }).outputSync();
    return new TextDecoder().decode(stdout).split("\n");
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine, and the busy jiffies of `pids` (with their reaped children). */
export interface CpuSample {
  at: number;
  machineBusy: number;
  machineTotal: number;
  ours: number;
}

export function sampleCpu(pids: number[]): CpuSample | null {
  const lines = readProc(["/proc/stat", ...pids.map((pid) => `/proc/${pid}/stat`)]);
  const first = lines?.[0];
  if (!lines || !first?.startsWith("cpu ")) return null;
  const fields = first.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  let ours = 0;
  for (const line of lines) {
    if (!/^\d+ \(/.test(line)) continue;
    // Fields after the command (which may hold spaces): utime, stime, cutime, cstime are 14-17.
    const rest = line.slice(line.lastIndexOf(")") + 2).split(" ");
    ours += Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
  }
  return { at: performance.now(), machineBusy: total - idle, machineTotal: total, ours };
}

/** Cores' worth of CPU used between two samples: by this run's processes and by everything else. */
export function cpuBetween(before: CpuSample | null, after: CpuSample | null): { ours: number; others: number; cores: number } | null {
  if (!before || !after || after.at <= before.at) return null;
  const seconds = (after.at - before.at) / 1000;
  const cores = navigator.hardwareConcurrency || 1;
  const busy = (after.machineBusy - before.machineBusy) / TICKS_PER_SECOND / seconds;
  const ours = (after.ours - before.ours) / TICKS_PER_SECOND / seconds;
  return { ours, others: Math.max(0, busy - ours), cores };
}

/** The benchmark process's event-loop lag: how late a 10 ms timer fires. */
export function watchLoopLag(): { stop(): { p99: number; max: number } } {
  const lags: number[] = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - expected));
    expected = now + 10;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      const sorted = lags.sort((a, b) => a - b);
      return { p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, max: sorted.at(-1) ?? 0 };
    },
  };
}

/** Heartbeat bursts: ping arrivals at the crowd's sockets grouped into bursts (a gap of over a second starts a new one). */
export class PingBursts {
  #arrivals: number[] = [];
  seen(at: number) {
    this.#arrivals.push(at);
  }
  /** [start, end] of each burst that began after `from`. */
  since(from: number): [number, number][] {
    const bursts: [number, number][] = [];
    for (const at of this.#arrivals) {
      if (at < from) continue;
      const last = bursts.at(-1);
      if (last && at - last[1] < 1000) last[1] = at;
      else bursts.push([at, at]);
    }
    return bursts;
  }
}

/**
 * Waits (up to `maxMs`) for a second in which everything else on the machine used under `threshold`
 * cores, so a shape is not measured while another job holds the shared cores; returns what the
 * others used in the last second sampled (the table prints what they used during the shape itself).
 */
export async function quietMachine(pids: number[], threshold = 0.5, maxMs = 30_000): Promise<number | null> {
  const until = performance.now() + maxMs;
  for (;;) {
    const before = sampleCpu(pids);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = cpuBetween(before, sampleCpu(pids));
    if (!used || used.others < threshold || performance.now() > until) return used?.others ?? null;
  }
}
