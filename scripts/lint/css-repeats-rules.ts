/**
 * Pure logic of the CSS repetition lint (scripts/lint/css-repeats.ts): which declarations sit in a rule
 * body that another stylesheet has word for word. A body is compared as the sorted list of its own
 * declarations with whitespace collapsed, so `{ a: 1; b: 2 }` and `{b:2;a:1}` are the same body; the
 * selector does not matter, because a copied body is a copied style whatever it is called.
 */

/**
 * Bodies shorter than this are idiom rather than copies (`display: none`, `margin: 0`, `color: x;
 * margin: 0`): a shared class for each would cost more markup than the lines it saves.
 */
export const MIN_DECLARATIONS = 3;

/** One rule body: its declarations, normalised and sorted, and the 1-based line its `{` opens on. */
export type RuleBody = { key: string; declarations: number; line: number };

export type CssFile = { path: string; text: string };

export type RepeatReport = {
  declarations: number;
  repeated: number;
  /** Repeated declarations over all declarations, 0..1. */
  share: number;
  /** Files by repeated declarations, most first. */
  files: { path: string; declarations: number; repeated: number }[];
  /** Repeated bodies by declarations they cost across files, most first. */
  bodies: { key: string; declarations: number; files: string[] }[];
};

const normalise = (declaration: string) =>
  declaration
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*:\s*/, ": ")
    .replace(/\s*,\s*/g, ", ");

/**
 * The rule bodies of a stylesheet. Comments are dropped; nested blocks (`@media`, CSS nesting) are
 * bodies of their own and their prelude is not a declaration of the enclosing body. Bodies made only
 * of `composes:` are references to a shared rule, not copies, so they are left out.
 */
export function ruleBodies(css: string): RuleBody[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const bodies: RuleBody[] = [];
  const stack: { declarations: string[]; line: number }[] = [];
  let pending = "";
  let line = 1;
  let quote: string | null = null;
  for (const char of text) {
    if (char === "\n") line++;
    if (quote) {
      pending += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      pending += char;
    } else if (char === "{") {
      stack.push({ declarations: [], line });
      pending = "";
    } else if (char === ";" || char === "}") {
      const top = stack[stack.length - 1];
      if (top && pending.includes(":")) top.declarations.push(normalise(pending));
      pending = "";
      if (char === "}") {
        const closed = stack.pop();
        if (closed && closed.declarations.length > 0 && !closed.declarations.every((d) => d.startsWith("composes:"))) {
          const sorted = [...closed.declarations].sort();
          bodies.push({ key: sorted.join("; "), declarations: sorted.length, line: closed.line });
        }
      }
    } else {
      pending += char;
    }
  }
  return bodies;
}

/** How many declarations of `files` sit in a body that some other file also has. */
export function measureRepeats(files: CssFile[]): RepeatReport {
  const parsed = files.map((file) => ({ path: file.path, bodies: ruleBodies(file.text) }));
  const owners = new Map<string, Set<string>>();
  for (const file of parsed) {
    for (const body of file.bodies) {
      const set = owners.get(body.key) ?? new Set<string>();
      set.add(file.path);
      owners.set(body.key, set);
    }
  }
  const isRepeated = (key: string) => (owners.get(key)?.size ?? 0) > 1;
  const counted = (body: RuleBody) => body.declarations >= MIN_DECLARATIONS && isRepeated(body.key);
  const perFile = parsed.map((file) => ({
    path: file.path,
    declarations: file.bodies.reduce((sum, body) => sum + body.declarations, 0),
    repeated: file.bodies.filter(counted).reduce((sum, body) => sum + body.declarations, 0),
  }));
  const cost = new Map<string, number>();
  for (const file of parsed) {
    for (const body of file.bodies) if (counted(body)) cost.set(body.key, (cost.get(body.key) ?? 0) + body.declarations);
  }
  const declarations = perFile.reduce((sum, file) => sum + file.declarations, 0);
  const repeated = perFile.reduce((sum, file) => sum + file.repeated, 0);
  return {
    declarations,
    repeated,
    share: declarations === 0 ? 0 : repeated / declarations,
    files: perFile.filter((file) => file.repeated > 0).sort((a, b) => b.repeated - a.repeated || a.path.localeCompare(b.path)),
    bodies: [...cost]
      .map(([key, total]) => ({ key, declarations: total, files: [...owners.get(key)!].sort() }))
      .sort((a, b) => b.declarations - a.declarations || a.key.localeCompare(b.key)),
  };
}
