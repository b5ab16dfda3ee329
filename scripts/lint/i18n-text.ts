/**
 * Finds user-facing text written straight into code instead of coming from a message catalogue
 * (docs/i18n.md): words between JSX tags, text attributes (`aria-label="Close"`), string children
 * (`{open ? "Hide" : "Show"}`), and text handed to toasts, page titles and confirm boxes. In mail,
 * text-message and calendar-file modules, any literal with words in it. Pure: the caller reads files.
 */
import { parseSync } from "rolldown/utils";

export interface TextFinding {
  path: string;
  line: number;
  text: string;
}

/** Attributes whose value is always read by people (one word is enough). */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "heading",
  "text",
  "message",
  "hint",
  "caption",
  "summary",
  "emptyText",
  "emptyTitle",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "pageTitle",
]);

/** Attributes whose value is never shown (ids, classes, addresses, enums). */
const TECHNICAL_ATTRIBUTES =
  /^(aria-(describedby|labelledby|controls|owns|details|errormessage|keyshortcuts|current|live|hidden)|className|class|style|href|to|src|srcSet|id|htmlFor|type|name|role|key|rel|target|method|action|lang|dir|autoComplete|inputMode|pattern|accept|enterKeyHint|form|tone|variant|size|kind|icon|layout|align|as|data-.*|sandbox|allow|referrerPolicy|loading|decoding|crossOrigin|media|sizes|fill|stroke|d|viewBox|xmlns|path|mode|status|color|width|height|fade)$/;

/** Calls whose string arguments are shown to people. */
const TEXT_CALLS = /^(toast\.(error|success|info)|showToast|usePageTitle|confirm|alert|window\.confirm|window\.alert)$/;

/** Text a person reads: at least two letters in a row. */
const WORDS = /\p{L}{2,}/u;
/** In mail-like modules: a literal with a space between letters is prose, not a key. */
const PROSE = /\p{L}[\p{L}'’]*[ \u00a0]+[\p{L}\d]/u;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as Node;
  if (typeof n.type === "string") visit(n, parent);
  for (const [key, value] of Object.entries(n)) {
    if (key === "parent" || typeof value !== "object" || value === null) continue;
    walk(value, visit, typeof n.type === "string" ? n : parent);
  }
}

const lineOf = (source: string, offset: number) => source.slice(0, offset).split("\n").length;

/** The text values a JSX child expression can evaluate to: literals, and both sides of `?:`, `&&`, `||`, `??`. */
function textBranches(node: Node): Node[] {
  if (node.type === "Literal" && typeof node.value === "string") return [node];
  if (node.type === "TemplateLiteral") return [node];
  if (node.type === "ConditionalExpression") return [...textBranches(node.consequent as Node), ...textBranches(node.alternate as Node)];
  if (node.type === "LogicalExpression") return [...textBranches(node.left as Node), ...textBranches(node.right as Node)];
  return [];
}

function literalText(node: Node): string {
  if (node.type === "Literal") return String(node.value);
  if (node.type === "TemplateLiteral") return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join("…");
  return "";
}

const calleeName = (callee: Node): string => {
  if (callee.type === "Identifier") return String(callee.name);
  if (callee.type === "MemberExpression" || callee.type === "StaticMemberExpression")
    return `${calleeName(callee.object as Node)}.${String((callee.property as Node).name)}`;
  return "";
};

/** A `<style>` element: its text is CSS. */
const isStyleElement = (node: Node | null) => node?.type === "JSXElement" && ((node.openingElement as Node).name as Node).name === "style";

/** Hard-coded text in a React module (.tsx). */
export function findJsxText(path: string, source: string): TextFinding[] {
  const { program } = parseSync(path, source);
  const found: TextFinding[] = [];
  const add = (node: Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (WORDS.test(trimmed)) found.push({ path, line: lineOf(source, node.start), text: trimmed });
  };
  walk(program, (node, parent) => {
    if (node.type === "JSXText" && !isStyleElement(parent)) add(node, String(node.value));
    else if (node.type === "JSXAttribute") {
      const name = (node.name as Node).type === "JSXIdentifier" ? String((node.name as Node).name) : "";
      if (TECHNICAL_ATTRIBUTES.test(name)) return;
      const value = node.value as Node | null;
      const literals = !value
        ? []
        : value.type === "Literal"
          ? [value]
          : value.type === "JSXExpressionContainer"
            ? textBranches(value.expression as Node)
            : [];
      for (const literal of literals) {
        const text = literalText(literal);
        if (TEXT_ATTRIBUTES.has(name) || PROSE.test(text)) add(literal, text);
      }
    } else if (
      node.type === "JSXExpressionContainer" &&
      (parent?.type === "JSXElement" || parent?.type === "JSXFragment") &&
      !isStyleElement(parent)
    ) {
      for (const literal of textBranches(node.expression as Node)) add(literal, literalText(literal));
    } else if (node.type === "CallExpression" && TEXT_CALLS.test(calleeName(node.callee as Node))) {
      // The first argument is the text (a toast's second is its id).
      const [text] = node.arguments as Node[];
      if (text) for (const literal of textBranches(text)) add(literal, literalText(literal));
    }
  });
  return found;
}

/** Prose written into a module that builds mails, text messages or calendar files (.ts). */
export function findProse(path: string, source: string): TextFinding[] {
  const { program } = parseSync(path, source);
  const found: TextFinding[] = [];
  walk(program, (node, parent) => {
    if (node.type !== "Literal" && node.type !== "TemplateLiteral") return;
    if (parent?.type === "ImportDeclaration" || parent?.type === "ExportNamedDeclaration" || parent?.type === "ExportAllDeclaration")
      return;
    const text = literalText(node);
    if (typeof text === "string" && PROSE.test(text))
      found.push({ path, line: lineOf(source, node.start), text: text.replace(/\s+/g, " ").trim() });
  });
  return found;
}
