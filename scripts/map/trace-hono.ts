import type { Hono } from "hono";

/**
 * Where each route handler was registered. `tracedHono` is installed in place of Hono's class by
 * map.test.ts (vi.mock): every `get`, `post`, …, `all`, `on` and `use` call records, for each
 * handler it is given, the first file on the call stack outside this module and node_modules —
 * the file whose code defines that route. `app.route()` passes the same handler functions on, so
 * the app's route table leads back to the feature file of each handler.
 */

const sites = new WeakMap<object, string>();
const REGISTERING = ["get", "post", "put", "delete", "options", "patch", "all", "on", "use"] as const;
const HERE = new URL(import.meta.url).pathname;
const ROOT = new URL("../../", import.meta.url).pathname;
/** The property where Hono keeps the handler it wrapped (hono/dist/utils/constants.js). */
const COMPOSED = "__COMPOSED_HANDLER";
const FRAME = /\(?(?:file:\/\/)?(\/[^():\s]+):\d+:\d+\)?\s*$/;

/** The repository-relative file of the first stack frame outside this module and node_modules. */
function callerFile(stack: string): string | undefined {
  for (const line of stack.split("\n").slice(1)) {
    const file = FRAME.exec(line)?.[1];
    if (file && file !== HERE && !file.includes("/node_modules/") && file.startsWith(ROOT)) return file.slice(ROOT.length);
  }
  return undefined;
}

type HonoClass = typeof Hono;

/** A subclass of `Base` whose registering methods remember where each handler came from. */
export function tracedHono(Base: HonoClass): HonoClass {
  return class TracedHono extends Base {
    constructor(...args: ConstructorParameters<HonoClass>) {
      super(...args);
      const self = this as unknown as Record<string, (...handlers: unknown[]) => unknown>;
      for (const name of REGISTERING) {
        const register = self[name]!;
        self[name] = (...handlers: unknown[]) => {
          const file = callerFile(new Error().stack ?? "");
          for (const handler of handlers) if (typeof handler === "function" && file && !sites.has(handler)) sites.set(handler, file);
          register(...handlers);
          return this;
        };
      }
    }
  } as HonoClass;
}

/** The handler a sub-app's error handler wrapped (Hono's `route()`), or `handler` itself. */
export function innerHandler(handler: unknown): unknown {
  let inner = handler;
  while (typeof inner === "function" && COMPOSED in inner) inner = (inner as unknown as Record<typeof COMPOSED, unknown>)[COMPOSED];
  return inner;
}

/** The file that registered `handler`, if a traced Hono saw it. */
export function registrationSite(handler: unknown): string | undefined {
  const inner = innerHandler(handler);
  return typeof inner === "function" ? sites.get(inner) : undefined;
}
