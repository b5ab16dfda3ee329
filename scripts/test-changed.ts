/**
 * `npm run test:changed`: the checks for what this branch changed since it left main (its commits
 * and any uncommitted or untracked file; on main with nothing uncommitted, the last commit): Biome
 * on the changed files, the import boundaries, the typecheck, the unit tests related to the changed
 * files, and the end-to-end specs of the features touched (test-changed/select.ts chooses, and this
 * prints why). Stops at the first failing step. `--base <rev>` compares with another revision;
 * `--no-e2e` leaves the specs out. `npm test` still runs everything.
 */
import { parseImports, withoutComments } from "./lint/imports.ts";
import { biomeFiles, type Spec, selectSpecs, unitTargets, webChanged } from "./test-changed/select.ts";

const UNIT_PROJECTS = ["shared", "api", "web", "desktop", "scripts"].flatMap((name) => ["--project", name]);
const BUILT = "web/dist/.ssr/entry-server.js";

async function git(...args: string[]): Promise<{ ok: boolean; out: string }> {
  const { success, stdout } = await new Deno.Command("git", { args, stdout: "piped", stderr: "null" }).output();
  return { ok: success, out: new TextDecoder().decode(stdout).trim() };
}

const lines = (text: string) => text.split("\n").filter(Boolean);

/** The revision to compare with, and why that one. */
async function baseRevision(): Promise<{ base: string; why: string }> {
  const asked = Deno.args.indexOf("--base");
  if (asked >= 0) {
    const base = Deno.args[asked + 1];
    if (!base) throw new Error("--base needs a revision");
    return { base, why: "--base" };
  }
  const main = (await git("rev-parse", "--verify", "--quiet", "main")).ok ? "main" : "origin/main";
  const mergeBase = await git("merge-base", "HEAD", main);
  if (!mergeBase.ok) throw new Error(`no merge base with ${main}: pass --base <rev>`);
  const head = (await git("rev-parse", "HEAD")).out;
  const uncommitted = (await git("status", "--porcelain")).out !== "";
  if (mergeBase.out === head && !uncommitted)
    return { base: "HEAD~1", why: `nothing since ${main} and nothing uncommitted: the last commit` };
  return { base: mergeBase.out, why: `where this branch left ${main}, plus uncommitted and untracked files` };
}

async function specs(): Promise<Spec[]> {
  const found: Spec[] = [];
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (entry.name.endsWith(".e2e.ts")) {
        const source = withoutComments(await Deno.readTextFile(path));
        found.push({ path, imports: parseImports(path, source, (_from, specifier) => specifier).map((edge) => edge.specifier) });
      }
    }
  };
  await walk("web/e2e");
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

const exists = (path: string) =>
  Deno.stat(path).then(
    () => true,
    () => false,
  );

const timings: { step: string; seconds: number; ok: boolean }[] = [];

/** Runs one step in the foreground; on failure prints the summary and exits with its code. */
async function step(name: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const { code } = await new Deno.Command(command, { args, env: { TZ: "UTC" }, stdout: "inherit", stderr: "inherit" }).output();
  timings.push({ step: name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
  if (code !== 0) {
    summary();
    Deno.exit(code);
  }
}

function summary() {
  console.log("\ntest:changed");
  for (const { step, seconds, ok } of timings) console.log(`  ${ok ? "✓" : "✗"} ${step.padEnd(24)} ${seconds.toFixed(1)} s`);
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
  console.log(`  total ${total.toFixed(1)} s`);
}

const { base, why } = await baseRevision();
const changed = [
  ...new Set([
    ...lines((await git("diff", "--name-only", "--diff-filter=d", base)).out),
    ...lines((await git("ls-files", "--others", "--exclude-standard")).out),
  ]),
].sort();
console.log(`Changed since ${base} (${why}): ${changed.length} file(s)`);
for (const path of changed) console.log(`  ${path}`);
if (changed.length === 0) Deno.exit(0);

const unit = unitTargets(changed);
const e2e = Deno.args.includes("--no-e2e") ? null : selectSpecs(changed, await specs());
console.log("\nSelected:");
console.log(
  unit.all
    ? "  unit tests: all of them"
    : unit.files.length > 0
      ? `  unit tests: those related to the ${unit.files.length} changed source file(s) (vitest related)`
      : "  unit tests: none (no changed source in a unit project)",
);
for (const note of unit.notes) console.log(`    ${note}`);
if (!e2e) console.log("  e2e specs: none (--no-e2e)");
else {
  console.log(`  e2e specs: ${e2e.items.length}`);
  for (const spec of e2e.items) console.log(`    ${spec}: ${e2e.reasons.get(spec)!.join("; ")}`);
  for (const note of e2e.notes) console.log(`    ${note}`);
}

const biome = biomeFiles(changed);
if (biome.length > 0) await step("biome", "biome", ["check", "--no-errors-on-unmatched", ...biome]);
await step("import boundaries", "deno", ["run", "--allow-read", "scripts/lint/boundaries.ts"]);
await step("typecheck", "npm", ["run", "--silent", "typecheck"]);
if (unit.all) await step("unit tests (all)", "vitest", ["run", ...UNIT_PROJECTS]);
else if (unit.files.length > 0)
  await step("unit tests (related)", "vitest", ["related", "--run", "--passWithNoTests", ...UNIT_PROJECTS, ...unit.files]);
if (e2e && e2e.items.length > 0) {
  if (webChanged(changed) || !(await exists(BUILT))) {
    // Builds only when a source of web/ or shared/ is newer than the last build.
    await step("web build (if stale)", "deno", ["run", "--allow-read", "--allow-run", "--allow-env", "scripts/build-web-if-needed.ts"]);
  } else console.log("\nweb/ and shared/ unchanged: the specs use the web app as last built");
  await step("e2e specs", "bash", ["scripts/janus/netns-sfu.sh", "playwright", "test", ...e2e.items]);
}
summary();
