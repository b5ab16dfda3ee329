/**
 * `npm run lint`: no user-facing text written into code (scripts/lint/i18n-text.ts says what counts;
 * scripts/lint/i18n-exceptions.ts what is allowed and why). Words come from the catalogues in
 * shared/src/i18n/messages, so every language gets them.
 */
import { ALLOWED_TEXT, EXEMPT_FILES } from "./i18n-exceptions.ts";
import { findJsxText, findProse, type TextFinding } from "./i18n-text.ts";

/** Modules that write mails, text messages and calendar files. */
const MAIL_LIKE = /\/([a-z.-]*[.-])?(mails?|sms[a-z-]*|ics|mail-(words|facts|content)|messages)\.ts$/;

async function* files(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* files(path);
    else if (entry.isFile && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const findings: TextFinding[] = [];
for (const root of ["web/src", "api/src"]) {
  for await (const path of files(root)) {
    if (EXEMPT_FILES.some((e) => e.path.test(path))) continue;
    if (path.endsWith(".tsx")) findings.push(...findJsxText(path, await Deno.readTextFile(path)));
    else if (root === "api/src" && MAIL_LIKE.test(path)) findings.push(...findProse(path, await Deno.readTextFile(path)));
  }
}
const left = findings.filter((f) => !ALLOWED_TEXT.some((a) => a.text.test(f.text)));
const byFile = Map.groupBy(left, (f) => f.path);
if (left.length > 0) {
  const shown = Deno.args.includes("--all") ? Infinity : 40;
  for (const f of left.slice(0, shown)) console.error(`${f.path}:${f.line}  ${JSON.stringify(f.text)}`);
  console.error(
    `\n${left.length} user-facing text(s) in ${byFile.size} file(s) are written into code: put them in a catalogue (docs/i18n.md)` +
      (left.length > shown ? ` (first ${shown} shown; --all for every one)` : ""),
  );
  Deno.exit(1);
}
console.log("No user-facing text outside the catalogues.");
