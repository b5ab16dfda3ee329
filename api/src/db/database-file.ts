/**
 * The folder of a file database URL (`file:data/kora.db` → `data`, `file:/srv/kora/kora.db` →
 * `/srv/kora`), or null for `:memory:` and remote (`libsql://…`) databases. The server writes there
 * (the file, its WAL and shared-memory files), so `npm start` grants Deno write access to it.
 */
export function databaseFileDir(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const path = url
    .slice("file:".length)
    .replace(/^\/\/(?=\/)/, "")
    .split("?")[0]!;
  if (path === "" || path === ":memory:") return null;
  const slash = path.lastIndexOf("/");
  return slash === -1 ? "." : slash === 0 ? "/" : path.slice(0, slash);
}
