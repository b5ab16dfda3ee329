import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every section citation in the sources must land on a section of the project's own documents
 * (docs/README.md, "How to cite"). A citation is the section sign followed by a number; the word
 * before it names the document. A citation of a missing document or section fails with its
 * file:line, and so does any form this test does not know (a misspelt document name, a section
 * sign with no number, a bare sign with no document earlier on its line).
 *
 * This file lives in api/ rather than shared/ because it reads the file system: shared/'s
 * tsconfig has no Node types (shared code stays runtime-neutral). It never writes the section sign
 * literally, so it does not cite anything itself.
 */

const SIGN = "\u00a7";
const ROOT = join(decodeURIComponent(new URL(".", import.meta.url).pathname), "..", "..");

/** The trees whose files are searched for citations, and single files besides. */
const TREES = ["api/src", "api/server-tests", "web/src", "web/e2e", "shared/src", "desktop/src", "scripts", "docs/rules"];
const FILES = ["README.md", "docs/map.md"];
const SKIPPED_DIRS = new Set(["node_modules", "dist"]);

/**
 * The documents a citation may name. Rules documents number their headings explicitly
 * ("## <sign>5 Validation rules", "### <sign>2.5 Header"); PROTOCOL.md's headings are unnumbered, so
 * PROTOCOL <sign>N is its N-th "##" heading and N.M the M-th "###" under it.
 */
const DOCUMENTS = {
  core: { path: "docs/rules/core.md", numbering: "explicit" },
  "public-site": { path: "docs/rules/public-site.md", numbering: "explicit" },
  PROTOCOL: { path: "api/src/features/meetings/PROTOCOL.md", numbering: "ordinal" },
} as const;
type DocumentName = keyof typeof DOCUMENTS;

/** What may stand right before the sign, and which document that names (null: outside the project, not checked). */
const NAMERS: readonly [RegExp, DocumentName | null][] = [
  [/(?:^|[^\w.-])[Cc]ore ?$/, "core"],
  [/(?:^|[^\w.-])[Pp]ublic-site ?$/, "public-site"],
  [/(?:^|[^\w.-])PROTOCOL(?:\.md)? ?$/, "PROTOCOL"],
  [/(?:^|[^\w.-])RFC ?\d+ ?$/, null],
];
/** A sign right after one of these continues a list begun earlier on the line: "(core 4, 9)", "4 and 9", "(9) … (3)". */
const CONTINUATION = /(?:\(|, ?|\band |\bor |& ?)$/;
const SECTION = new RegExp(`^${SIGN} ?(\\d+(?:\\.\\d+)*)`);

interface Citation {
  document: DocumentName | null;
  section: string;
  column: number;
}

/** The citations on one line, and the problems with any sign that is not a citation this test understands. */
function citationsIn(line: string): { citations: Citation[]; problems: { column: number; message: string }[] } {
  const citations: Citation[] = [];
  const problems: { column: number; message: string }[] = [];
  let current: DocumentName | null | undefined;
  for (let at = line.indexOf(SIGN); at !== -1; at = line.indexOf(SIGN, at + 1)) {
    const section = SECTION.exec(line.slice(at))?.[1];
    const before = line.slice(0, at);
    const shown = line.slice(Math.max(0, at - 24), at + 8).trim();
    const problem = (message: string) => problems.push({ column: at + 1, message });
    if (!section) {
      problem(`the section sign is not followed by a section number: "${shown}"`);
      continue;
    }
    const named = NAMERS.find(([pattern]) => pattern.test(before));
    if (named) current = named[1];
    else if (!CONTINUATION.test(before)) {
      problem(`unrecognised citation form "${shown}" (name the document: core, public-site or PROTOCOL)`);
      current = undefined; // a list after an unreadable name continues nothing
      continue;
    } else if (current === undefined) {
      problem(`"${shown}" names no document (write core, public-site or PROTOCOL before it, or continue a list on the same line)`);
      continue;
    }
    citations.push({ document: current, section, column: at + 1 });
  }
  return { citations, problems };
}

/** The section numbers a document defines. */
function sectionsOf(text: string, numbering: "explicit" | "ordinal"): Set<string> {
  const sections = new Set<string>();
  let major = 0;
  let minor = 0;
  for (const line of text.split("\n")) {
    if (numbering === "explicit") {
      const id = new RegExp(`^#{2,6} ${SIGN}(\\d+(?:\\.\\d+)*)\\s`).exec(line)?.[1];
      if (id) sections.add(id);
    } else if (/^## \S/.test(line)) {
      major += 1;
      minor = 0;
      sections.add(String(major));
    } else if (/^### \S/.test(line) && major > 0) {
      minor += 1;
      sections.add(`${major}.${minor}`);
    }
  }
  return sections;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every problem in the tree as "file:line: …". */
function checkTree(): { problems: string[]; citations: number } {
  const sections = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([name, doc]) => [name, sectionsOf(readFileSync(join(ROOT, doc.path), "utf8"), doc.numbering)]),
  ) as Record<DocumentName, Set<string>>;
  const files = [...TREES.flatMap((tree) => [...filesUnder(join(ROOT, tree))]), ...FILES.map((file) => join(ROOT, file))];
  const problems: string[] = [];
  let citations = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    if (bytes.includes(0)) continue; // binary
    const text = bytes.toString("utf8");
    if (!text.includes(SIGN)) continue;
    const name = relative(ROOT, file);
    // A rules document's own headings define sections; they are not citations.
    const definesSections = Object.values(DOCUMENTS).some((doc) => doc.numbering === "explicit" && doc.path === name);
    text.split("\n").forEach((line, index) => {
      if (definesSections && /^#{1,6} /.test(line)) return;
      const found = citationsIn(line);
      for (const problem of found.problems) problems.push(`${name}:${index + 1}:${problem.column}: ${problem.message}`);
      for (const citation of found.citations) {
        citations += 1;
        if (citation.document === null) continue;
        if (!sections[citation.document].has(citation.section)) {
          problems.push(
            `${name}:${index + 1}:${citation.column}: ${citation.document} ${SIGN}${citation.section} does not exist in ${DOCUMENTS[citation.document].path}`,
          );
        }
      }
    });
  }
  return { problems, citations };
}

describe("section citations in the sources", () => {
  it("searches trees that exist", () => {
    for (const path of [...TREES, ...FILES, ...Object.values(DOCUMENTS).map((doc) => doc.path)])
      expect(statSync(join(ROOT, path)), path).toBeTruthy();
  });

  it("all resolve to a section of docs/rules or PROTOCOL.md", () => {
    const { problems, citations } = checkTree();
    expect(problems, "fix the citation, or add the section to the document it names (docs/README.md)").toEqual([]);
    expect(citations).toBeGreaterThan(0);
  });

  it("each rules document numbers sections 1 to 9 once each", () => {
    for (const name of ["core", "public-site"] as const) {
      const text = readFileSync(join(ROOT, DOCUMENTS[name].path), "utf8");
      const headings = [...text.matchAll(new RegExp(`^#{2,6} ${SIGN}(\\S+)`, "gm"))].map((match) => match[1]);
      expect(new Set(headings).size, `${name}: a section number used twice`).toBe(headings.length);
      for (let n = 1; n <= 9; n++) expect(headings, name).toContain(String(n));
    }
  });
});

describe("citation forms", () => {
  const forms = (line: string) => {
    const { citations, problems } = citationsIn(line.replaceAll("%", SIGN));
    return { found: citations.map((c) => `${c.document} ${c.section}`), problems: problems.length };
  };

  it("reads a document name before the sign, and lists continuing it", () => {
    expect(forms("/** Fees (public-site %9, core %9). */")).toEqual({ found: ["public-site 9", "core 9"], problems: 0 });
    expect(forms("(core %4, public-site %4 and %9)")).toEqual({ found: ["core 4", "public-site 4", "public-site 9"], problems: 0 });
    expect(forms("Reviews (public-site %9); only marketplace cards have them (%3).")).toEqual({
      found: ["public-site 9", "public-site 3"],
      problems: 0,
    });
    expect(forms("(core %3 authoring fields, %5 rules)")).toEqual({ found: ["core 3", "core 5"], problems: 0 });
    expect(forms('Public-site %3 "Roundup banner"; errors follow core %8.')).toEqual({ found: ["public-site 3", "core 8"], problems: 0 });
    expect(forms("see PROTOCOL %2 and PROTOCOL.md %3.1")).toEqual({ found: ["PROTOCOL 2", "PROTOCOL 3.1"], problems: 0 });
    expect(forms("folded (RFC 5545 %3.1)")).toEqual({ found: ["null 3.1"], problems: 0 });
  });

  it("rejects misspelt documents, missing numbers and orphan signs", () => {
    expect(forms("(publc-site %4)").problems).toBe(1);
    expect(forms("(cor %4)").problems).toBe(1);
    expect(forms("(spec %4)").problems).toBe(1);
    expect(forms("(hard-core %4)").problems).toBe(1);
    expect(forms("(core %)").problems).toBe(1);
    expect(forms("see %4").problems).toBe(1);
    expect(forms("(%4)").problems).toBe(1);
    expect(forms("(spec %4, %5)").problems).toBe(2);
  });

  it("finds sections by heading", () => {
    const rules = sectionsOf(`# T\n## ${SIGN}1 One\n### ${SIGN}1.2 Sub\ntext ${SIGN}7\n## ${SIGN}2 Two`, "explicit");
    expect([...rules]).toEqual(["1", "1.2", "2"]);
    expect([...sectionsOf("# P\n## Rooms\n## Getting in\n### Tokens\n## In the call", "ordinal")]).toEqual(["1", "2", "2.1", "3"]);
  });
});
