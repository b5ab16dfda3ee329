/**
 * `npm run lint`: the share of CSS declarations under web/src that sit in a rule body another stylesheet
 * has word for word (scripts/lint/css-repeats-rules.ts says what counts). A style used twice belongs in
 * web/src/ui (a shared component, or a class to `composes:`); this fails when the share rises past MAX,
 * and prints the files and bodies that cost the most. It also fails when a component reads a class its
 * CSS module doesn't define (scripts/lint/css-module-classes.ts).
 */
import { missingClasses } from "./css-module-classes.ts";
import { measureRepeats, type CssFile } from "./css-repeats-rules.ts";

/**
 * Just above the share measured (4.4%) once focus rings, chosen states, checkbox rows, status dots,
 * stretched links and tap-height links also took the shared classes in web/src/ui/utilities*.css.
 */
const MAX = 0.045;
const ROOT = "web/src";
/** Offenders listed on a pass; three times as many on a failure. */
const SHOWN = 5;

const files: CssFile[] = [];
const sources: CssFile[] = [];
const walk = async (dir: string) => {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) await walk(path);
    else if (entry.isFile && entry.name.endsWith(".css")) files.push({ path, text: await Deno.readTextFile(path) });
    else if (entry.isFile && /\.tsx?$/.test(entry.name)) sources.push({ path, text: await Deno.readTextFile(path) });
  }
};
await walk(ROOT);

/** `specifier` imported from `file`, as a path under web/src ("a/b/../c" folded). */
const resolvePath = (file: string, specifier: string) => {
  const parts = [...file.split("/").slice(0, -1), ...specifier.split("/")];
  const out: string[] = [];
  for (const part of parts)
    if (part === "..") out.pop();
    else if (part !== ".") out.push(part);
  return out.join("/");
};
const byPath = new Map(files.map((file) => [file.path, file]));
const missing = sources.flatMap((source) =>
  missingClasses(source.path, source.text, (specifier) => byPath.get(resolvePath(source.path, specifier)) ?? null),
);
for (const read of missing)
  console.log(`${read.file}:${read.line}  css-module-classes  ${read.name}.${read.className} is not a class of ${read.stylesheet}`);

const report = measureRepeats(files);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const over = report.share > MAX;
const shown = over ? 3 * SHOWN : SHOWN;
console.log("css-repeats: the files with the most repeated declarations");
for (const file of report.files.slice(0, shown)) console.log(`  ${file.path}  ${file.repeated} of ${file.declarations}`);
console.log("css-repeats: the repeated bodies that cost the most");
for (const body of report.bodies.slice(0, shown)) {
  const where = body.files.length > 4 ? `${body.files.slice(0, 4).join(", ")} and ${body.files.length - 4} more` : body.files.join(", ");
  console.log(`  ${body.declarations} in ${where}\n    { ${body.key} }`);
}
console.log(
  `css-repeats: ${report.repeated} of ${report.declarations} declarations (${percent(report.share)}) repeat another file's rule body; at most ${percent(MAX)}`,
);
Deno.exit(over || missing.length > 0 ? 1 : 0);
