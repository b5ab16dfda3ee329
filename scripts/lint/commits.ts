/**
 * `npm run lint`: every commit subject since the house rules began is at most 72 characters (detail
 * goes in the body). Skips with a note when history is shallow and the starting commit is absent.
 */
const SINCE = "3b2b0096"; // the last commit before the rule
const MAX = 72;

const git = async (...args: string[]) => {
  const { code, stdout } = await new Deno.Command("git", { args, stdout: "piped", stderr: "null" }).output();
  return { ok: code === 0, text: new TextDecoder().decode(stdout) };
};

if (!(await git("cat-file", "-e", `${SINCE}^{commit}`)).ok) {
  console.log(`commits: ${SINCE} is not in this clone's history; subjects not checked`);
  Deno.exit(0);
}
const log = await git("log", "--format=%h%x09%s", `${SINCE}..HEAD`);
const long = log.text
  .split("\n")
  .filter(Boolean)
  .map((line) => line.split("\t") as [string, string])
  .filter(([, subject]) => [...subject].length > MAX);
for (const [hash, subject] of long) console.log(`${hash}  subject is ${[...subject].length} characters (at most ${MAX}): ${subject}`);
console.log(
  long.length === 0 ? `commits: every subject since ${SINCE} fits in ${MAX} characters` : `commits: ${long.length} subjects too long`,
);
Deno.exit(long.length === 0 ? 0 : 1);
