/**
 * `npm test` after scripts/setup-system.sh: every stage one after another, stopping at the first
 * that fails (as `&&` did), with the web app built once for the e2e stage. The table of each
 * stage's wall time is printed at the end whatever happened, also on a failure or Ctrl-C.
 *
 * `deno run --allow-all scripts/test/run.ts [STAGE…]` runs only the stages named (in this order),
 * e.g. `… run.ts build e2e` to time the e2e stage; the npm scripts still run each on its own.
 */
import { type Timed, timingTable } from "./timing.ts";

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

// The e2e stage is `npm run test:e2e` and `test:e2e:clock` together, without their own build.
const inNamespace = (script: string) => ["bash", "scripts/janus/netns-sfu.sh", "deno", "run", "--allow-all", script];
const STAGES: Stage[] = [
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "unit", command: ["npm", "run", "test:unit"] },
  { name: "server", command: ["npm", "run", "test:server"] },
  { name: "build", command: ["npm", "run", "build", "-w", "@kora/web"] },
  // The clock matrix's instants run inside the e2e stage, beside the other specs (scripts/test/e2e.ts).
  { name: "e2e", command: inNamespace("scripts/test/e2e.ts"), env: { TZ: "UTC", E2E_CLOCK_MATRIX: "1" } },
];

const unknown = Deno.args.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`test: no stage ${unknown.join(", ")}; the stages are ${STAGES.map((stage) => stage.name).join(", ")}`);
  Deno.exit(64);
}
const chosen = Deno.args.length === 0 ? STAGES : STAGES.filter((stage) => Deno.args.includes(stage.name));
const rows: Timed[] = chosen.map((stage) => ({ name: stage.name, outcome: "not run" }));
const started = performance.now();

let running: { row: Timed; started: number; child: Deno.ChildProcess } | null = null;

function finish(code: number): never {
  console.log(`\n${timingTable("npm test: wall time of each stage", rows, performance.now() - started)}`);
  Deno.exit(code);
}
// Ctrl-C reaches the stage's processes too (same process group); a signal to this process alone is
// passed on to the stage. Either way the table comes out, the stage marked as interrupted.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  Deno.addSignalListener(signal, () => {
    if (running) {
      Object.assign(running.row, { outcome: "failed", ms: performance.now() - running.started, note: `interrupted (${signal})` });
      try {
        running.child.kill(signal);
      } catch {
        // it has ended already
      }
    }
    finish(130);
  });

for (const [index, stage] of chosen.entries()) {
  console.log(`\n━━ ${stage.name} (${index + 1}/${chosen.length}): ${stage.command.join(" ")}`);
  const stageStarted = performance.now();
  const [command, ...args] = stage.command;
  const row = rows[index]!;
  let code: number;
  try {
    const child = new Deno.Command(command!, { args, env: stage.env, stdin: "inherit", stdout: "inherit", stderr: "inherit" }).spawn();
    running = { row, started: stageStarted, child };
    code = (await child.status).code;
    running = null;
    if (code !== 0) row.note = `exit ${code}`;
  } catch (error) {
    code = 1;
    row.note = `${command} did not start: ${error instanceof Error ? error.message : error}`;
  }
  row.ms = performance.now() - stageStarted;
  row.outcome = code === 0 ? "passed" : "failed";
  if (code !== 0) finish(code);
}
finish(0);
