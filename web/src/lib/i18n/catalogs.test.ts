import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@kora/shared/i18n/locales.ts";
import { loadParser } from "../../../vite-i18n.ts";

let parse: Awaited<ReturnType<typeof loadParser>>;
beforeAll(async () => {
  parse = await loadParser();
});

const MESSAGES = new URL("../../../../shared/src/i18n/messages/", import.meta.url);
const NAMESPACES = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const catalog = (namespace: string, locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${namespace}/${locale}.json`, MESSAGES), "utf8"));

/** The argument names a message uses (plural, select and plain ones, nested included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.type >= 1 && element.type <= 6 && typeof element.value === "string") names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(parse(message) as unknown[]);
  return [...names].sort();
}

describe("the catalogues", () => {
  it("are folders of one JSON file per language, each with a module naming it", () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
    for (const namespace of NAMESPACES) {
      const files = readdirSync(new URL(`${namespace}/`, MESSAGES)).sort();
      expect(files, namespace).toEqual(LOCALES.map((l) => `${l}.json`).sort());
      const module = readFileSync(new URL(`${namespace}.ts`, MESSAGES), "utf8");
      expect(module, namespace).toContain(`defineMessages("${namespace}", en)`);
    }
  });

  it.each(NAMESPACES.flatMap((n: string) => LOCALES.filter((l) => l !== "en").map((l) => [n, l] as const)))(
    "%s in %s has every English key, no other, each with English's arguments",
    (namespace: string, locale: Locale) => {
      const english = catalog(namespace, "en");
      const translated = catalog(namespace, locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(translated)) {
        expect(argumentsOf(message), `${locale} ${key}`).toEqual(argumentsOf(english[key]!));
        expect(message.trim(), `${locale} ${key} is written`).not.toBe("");
      }
    },
  );
});
