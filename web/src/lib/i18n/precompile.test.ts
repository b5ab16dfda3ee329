import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isLocale } from "@kora/shared/i18n/locales.ts";
import { createTranslator } from "@kora/shared/i18n/translate.ts";
import { loadParser, precompileCatalogue } from "../../../vite-i18n.ts";

const MESSAGES = new URL("../../../../shared/src/i18n/messages/", import.meta.url);
const catalogues = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(new URL(`${dir.name}/`, MESSAGES)).map((file) => `${dir.name}/${file}`));

type Sample = string | number | ((chunks: unknown[]) => string);

/** Values for every argument a parsed message names: "other" for selects, a wrapper for tags, 3 otherwise. */
function sampleValues(elements: unknown, values: Record<string, Sample> = {}): Record<string, Sample> {
  if (!Array.isArray(elements)) return values;
  for (const element of elements as { type: number; value?: string; options?: Record<string, { value: unknown }>; children?: unknown }[]) {
    if (element.value !== undefined && element.type !== 0)
      values[element.value] = element.type === 5 ? "other" : element.type === 8 ? (chunks) => `[${chunks.join("")}]` : 3;
    for (const option of Object.values(element.options ?? {})) sampleValues(option.value, values);
    sampleValues(element.children, values);
  }
  return values;
}

describe("catalogues parsed at build time", () => {
  it("say exactly what the written ones say, in every language", async () => {
    const parse = await loadParser();
    expect(catalogues.length).toBeGreaterThan(7);
    for (const path of catalogues) {
      const locale = path.split("/")[1]!.replace(".json", "");
      if (!isLocale(locale)) throw new Error(`${path} names no language`);
      const written = JSON.parse(readFileSync(new URL(path, MESSAGES), "utf8")) as Record<string, string>;
      const parsed = JSON.parse(precompileCatalogue(JSON.stringify(written), parse)) as Record<string, unknown>;
      const [before, after] = [createTranslator(locale, written), createTranslator(locale, parsed as Record<string, string>)];
      for (const key of Object.keys(written)) {
        const values = sampleValues(parsed[key]);
        expect(String(after.rich(key, values)), `${path} ${key}`).toBe(String(before.rich(key, values)));
        expect(typeof parsed[key] === "string", `${path} ${key} kept as text`).toBe(!/[{}<]/.test(written[key]!));
      }
    }
  });
});
