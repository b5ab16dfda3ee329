/**
 * The upload queue in a process of its own, for the kill test: `jiti queue-child.ts <cache dir>
 * <session cookie> <bytes per PATCH> <ms before each PATCH>`. Prints one JSON line per request and
 * per confirmation, and "settled" when every recording in the index is uploaded or stopped.
 */
import { RecordingCache } from "../src/core/recording-cache/recording-cache.ts";
import { UploadQueue } from "../src/core/upload-queue/upload-queue.ts";
import { sessionFetch } from "./kora-api.ts";
import { testSecretBox } from "./secret-box.ts";

const [dir, cookie, patchBytes, delayMs] = process.argv.slice(2);
const print = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
const cache = new RecordingCache({ dir: dir!, secretBox: testSecretBox });
const fetch = sessionFetch(cookie!, async (_url, init) => {
  const headers = init.headers as Record<string, string>;
  print({ request: init.method, offset: headers["Upload-Offset"] === undefined ? null : Number(headers["Upload-Offset"]) });
  if (init.method === "PATCH") await new Promise((resolve) => setTimeout(resolve, Number(delayMs)));
});
const queue = new UploadQueue({
  cache,
  fetch,
  patchBytes: Number(patchBytes),
  backoff: { firstMs: 50, maxMs: 200 },
  onChange: (id) => print({ confirmed: cache.get(id)?.confirmed_offset, state: cache.get(id)?.state }),
});
const ids = cache.pending().map((recording) => recording.id);
queue.start();
await Promise.all(ids.map((id) => queue.settled(id)));
print("settled");
cache.close();
