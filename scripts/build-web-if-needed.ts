/**
 * `npm start` calls this first: builds the web app when web/dist is missing or older than any
 * source file of web/ or shared/, so a fresh clone just works and a second start is instant.
 */
export {}; // a module, for top-level await

const SOURCES = ["web/src", "web/index.html", "web/site.html", "web/vite.config.ts", "shared/src"];
// The last of the build's outputs (the app, the site, then the site's server renderer).
const OUTPUT = "web/dist/.ssr/entry-server.js";

async function newest(path: string): Promise<number> {
  const info = await Deno.stat(path);
  if (!info.isDirectory) return info.mtime?.getTime() ?? 0;
  let latest = 0;
  for await (const entry of Deno.readDir(path)) latest = Math.max(latest, await newest(`${path}/${entry.name}`));
  return latest;
}

async function builtAt(): Promise<number> {
  try {
    return (await Deno.stat(OUTPUT)).mtime?.getTime() ?? 0;
  } catch {
    return 0;
  }
}

const sourcesAt = Math.max(...(await Promise.all(SOURCES.map((path) => newest(path).catch(() => 0)))));
if ((await builtAt()) >= sourcesAt) {
  console.log("Web app is up to date.");
} else {
  console.log("Building the web app…");
  const { code } = await new Deno.Command("npm", {
    args: ["run", "build", "-w", "@kora/web"],
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (code !== 0) Deno.exit(code);
}
