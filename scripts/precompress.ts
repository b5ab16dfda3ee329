/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible built file, so the server
 * sends compressed scripts, styles and images without compressing on each request.
 *   deno run --allow-read --allow-write scripts/precompress.ts web/dist
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".ssr") yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith(".map")) yield path;
  }
}

const root = Deno.args[0] ?? "web/dist";
let count = 0;
let before = 0;
let after = 0;
for await (const path of files(root)) {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${count} files in ${root}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
