/**
 * `npm run test:e2e:clock`: the time-sensitive end-to-end tests (tagged @clock) at five hard instants (a Monday
 * morning, a Saturday night, the day before Sydney's DST change, New York's DST change, the 31st),
 * each on a fresh server whose clock starts there (KORA_CLOCK_START) and browsers that follow it.
 * Proof that no spec depends on the day or hour it happens to run. `E2E_CLOCK_AT=name` runs one.
 */
import { clockInstants } from "../web/e2e/support/clock-instants.ts";

const only = Deno.env.get("E2E_CLOCK_AT");
const instants = clockInstants(Date.now()).filter(({ name }) => !only || name.includes(only));
const failed: string[] = [];
for (const { name, at } of instants) {
  console.log(`\n▶ e2e at ${name}: ${at}`);
  const run = new Deno.Command("npx", {
    // Every test tagged CLOCK in web/e2e (those whose outcome depends on "now").
    args: ["playwright", "test", "--grep", "@clock", ...Deno.args],
    env: { E2E_CLOCK: at },
    stdout: "inherit",
    stderr: "inherit",
  });
  const { code } = await run.output();
  if (code !== 0) failed.push(`${name} (${at})`);
}
console.log(
  failed.length === 0 ? `\ne2e clock matrix: all ${instants.length} instants passed` : `\ne2e clock matrix: failed at ${failed.join(", ")}`,
);
Deno.exit(failed.length === 0 ? 0 : 1);
