/**
 * Public-site budgets (public-site §2.1): `npm run bench:web`.
 * 1. JavaScript each public page loads before it is interactive (the site entry, its preloads and
 *    the page's own chunks, as the server's HTML names them), gzipped, from the build: ≤ 120 KB.
 * 2. Lighthouse (npm `lighthouse`, Debian Chromium, mobile emulation with simulated throttling),
 *    median of 3 runs, on /, /pricing, /faq, /search and one advisor card page: performance,
 *    accessibility, SEO and best practices ≥ 95. The baseline, measured in the same run, is the same
 *    home page without its scripts (served as the server rendered it, script tags removed): its LCP
 *    is what the page would cost as plain HTML and CSS.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import process from "node:process";
import { startKora } from "./server.ts";

const JS_BUDGET_KB = 120;
const SCORE_BUDGET = 95;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync";

// Inside data/: the server may only write there.
const dir = await mkdtemp("data/bench-web-");
const { base, server } = await startKora(`file:${dir}/kora.db`, dir, {
  env: { SEED_DEMO: "true", WEB_DIST: "web/dist", LOG_LEVEL: "warn" },
});
/** Bytes of `gzip -9` of a file: GNU gzip, the reference (Deno's node:zlib packs about 0.3% larger than zlib proper). */
async function gzipBytes(path: string): Promise<number> {
  const { stdout, success } = await new Deno.Command("gzip", { args: ["-9", "-c", path], stdout: "piped" }).output();
  if (!success) throw new Error(`gzip failed on ${path}`);
  return stdout.length;
}

/** `BENCH_JS_ONLY=1`: stop after the script sizes (a quick check while trimming). */
class JsOnlyDone extends Error {}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const cardPath = locs.find((path) => /^\/advisors\/[^/]+\/[^/]+$/.test(path));
  if (!cardPath) throw new Error("The seeded sitemap lists no published card");

  // 1. JavaScript before interactive, per route, from the built files the server's HTML names.
  const gz = new Map<string, number>();
  const sizeOf = async (href: string) => {
    if (!gz.has(href)) gz.set(href, await gzipBytes(`web/dist${href}`));
    return gz.get(href)!;
  };
  const jsRows: { path: string; files: number; kb: number }[] = [];
  for (const path of locs.filter((p) => !p.startsWith("/advisors/")).concat(cardPath)) {
    const html = await (await fetch(`${base}${path}`)).text();
    const hrefs = [
      ...new Set(
        [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!),
      ),
    ];
    let bytes = 0;
    for (const href of hrefs) bytes += await sizeOf(href);
    jsRows.push({ path, files: hrefs.length, kb: bytes / 1024 });
  }
  console.log(`\nJavaScript loaded before interactive, gzipped (budget ${JS_BUDGET_KB} KB)`);
  for (const row of jsRows.sort((a, b) => b.kb - a.kb))
    console.log(
      `  ${row.path.padEnd(48)} ${row.kb.toFixed(1).padStart(6)} KB  ${String(row.files).padStart(2)} files ${row.kb <= JS_BUDGET_KB ? "" : " OVER"}`,
    );

  if (process.env.BENCH_JS_ONLY) {
    process.exitCode = jsRows.some((r) => r.kb > JS_BUDGET_KB) ? 1 : 0;
    throw new JsOnlyDone();
  }

  // 2. Lighthouse, median of RUNS runs per route.
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again, up to three times.
  const lighthouse = async (url: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await lighthouseOnce(url);
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`  (retrying ${url}: ${error instanceof Error ? error.message : error})`);
      }
    }
  };
  const lighthouseOnce = async (url: string, extraFlags = "") => {
    const out = `${dir}/lh-${Math.random().toString(36).slice(2)}.json`;
    const child = spawn(
      "node_modules/.bin/lighthouse",
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        "--form-factor=mobile",
        "--throttling-method=simulate",
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=${CHROME_FLAGS} ${extraFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: "inherit" },
    );
    await new Promise<void>((resolve, reject) =>
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code} on ${url}`)))),
    );
    const report = JSON.parse(await readFile(out, "utf8"));
    const score = (id: string) => Math.round((report.categories[id].score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(report.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)
      .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
      .map((a) => a.title);
    return {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      failing,
    };
  };

  // The baseline: the home page's own HTML with its scripts removed, other files passed through.
  const homeHtml = (await (await fetch(`${base}/`)).text()).replace(
    /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g,
    "",
  );
  const plain = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/") return new Response(homeHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
    const upstream = await fetch(`${base}${path}`);
    // fetch has already decoded the body: pass it on without the encoding headers.
    const headers = new Headers(upstream.headers);
    headers.delete("content-encoding");
    headers.delete("content-length");
    return new Response(upstream.body, { status: upstream.status, headers });
  });
  const baselineRuns: Awaited<ReturnType<typeof lighthouse>>[] = [];
  for (let i = 0; i < RUNS; i++) baselineRuns.push(await lighthouse(`http://127.0.0.1:${plain.addr.port}/`));
  await plain.shutdown();
  const baselineLcp = median(baselineRuns.map((r) => r.lcp));

  const routes = ["/", "/pricing", "/faq", "/search", cardPath];
  const rows = [];
  for (const route of routes) {
    const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${base}${route}`));
    const m = (key: "perf" | "a11y" | "bp" | "seo" | "fcp" | "lcp" | "tbt" | "cls") => median(runs.map((r) => r[key]));
    rows.push({
      route,
      perf: m("perf"),
      a11y: m("a11y"),
      bp: m("bp"),
      seo: m("seo"),
      fcp: m("fcp"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
  }

  console.log(
    `\nLighthouse, mobile, simulated throttling, median of ${RUNS} (budget ${SCORE_BUDGET}); baseline: / without its scripts, LCP ${baselineLcp.toFixed(0)} ms`,
  );
  console.log(`  ${"route".padEnd(44)} perf a11y  bp  seo    FCP ms   LCP ms  LCP/base  TBT ms   CLS`);
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(44)} ${String(r.perf).padStart(4)} ${String(r.a11y).padStart(4)} ${String(r.bp).padStart(3)} ${String(r.seo).padStart(4)} ${r.fcp.toFixed(0).padStart(9)} ${r.lcp.toFixed(0).padStart(8)} ${(r.lcp / baselineLcp).toFixed(2).padStart(9)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)}`,
    );
    if (r.failing.length) console.log(`      failing audits: ${r.failing.join("; ")}`);
  }
  const overJs = jsRows.filter((r) => r.kb > JS_BUDGET_KB);
  const underScore = rows.filter((r) => Math.min(r.perf, r.a11y, r.bp, r.seo) < SCORE_BUDGET);
  console.log(
    `\n${overJs.length === 0 && underScore.length === 0 ? "All budgets hold." : `Over budget: ${[...overJs.map((r) => `${r.path} JS`), ...underScore.map((r) => `${r.route} scores`)].join(", ")}`}`,
  );
  process.exitCode = overJs.length || underScore.length ? 1 : 0;
} catch (error) {
  if (!(error instanceof JsOnlyDone)) throw error;
} finally {
  server.kill("SIGTERM");
  await rm(dir, { recursive: true, force: true });
}
