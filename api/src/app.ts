import { Hono } from "hono";
import { compress } from "hono/compress";
import type { UpgradeWebSocket } from "hono/ws";
import type { Config } from "./config.ts";
import { createServices, registerJobs, type ServiceDeps } from "./app-services.ts";
import { signOutPage } from "./features/auth/auth.routes.ts";
import { findSession } from "./features/auth/auth.service.ts";
import { marketplaceSitemapPages } from "./features/cards/cards.service.ts";
import { shortLinkRedirect } from "./features/cards/public.routes.ts";
import { webShell, type WebShell } from "./features/site/web-shell.ts";
import { sitemapRoutes, type SitemapSource } from "./features/site/sitemap.ts";
import { articleSitemapPages } from "./features/content/content.service.ts";
import { groupSitemapPages } from "./features/groups/groups.service.ts";
import type { AppContext, AppEnv } from "./http/context.ts";
import { onError, onNotFound } from "./http/error-handler.ts";
import { sessionLoader } from "./http/middleware.ts";
import { requestLog } from "./http/request-log.ts";
import { type SecureHeadersOptions, staticSecureHeaders } from "./http/security-headers.ts";
import { wsRoutes } from "./realtime/ws.routes.ts";
import { apiRouter } from "./routes/api.router.ts";
import type { Services } from "./services.ts";

export interface AppDeps extends ServiceDeps {
  /** The runtime's WebSocket upgrade (hono/deno's in main.ts); without it `/ws` is not mounted. */
  upgradeWebSocket?: UpgradeWebSocket;
  /** The built web app (index.html and its files); without it only the API is served. */
  web?: WebShell;
  /** Poll the job queue in this process (the server does; tests run jobs by hand with `services.jobs.runDue()`). */
  runJobs?: boolean;
  /** The caller's socket address, from the runtime. */
  remoteAddr?: (c: AppContext) => string | undefined;
}

export interface KoraApp {
  app: Hono<AppEnv>;
  services: Services;
}

const stripeSources = (config: Config, sources: string[]) => (config.payments.provider === "stripe" ? sources : []);

/** The content security policy: Kora's own origin, plus Stripe.js and its Payment Element frames when Stripe is the provider. */
function securityHeaders(config: Config): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripeSources(config, ["https://js.stripe.com"])],
      frameSrc: ["'self'", ...stripeSources(config, ["https://js.stripe.com", "https://hooks.stripe.com"])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:"],
      connectSrc: ["'self'", "ws:", "wss:", ...stripeSources(config, ["https://api.stripe.com"])],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Builds the whole HTTP application. Runtime-neutral: Deno serves it in main.ts, vitest calls `app.request()`. */
export async function createApp(deps: AppDeps): Promise<KoraApp> {
  const { config } = deps;
  const { services, meetings } = await createServices(deps);
  await registerJobs(services, deps.runJobs === true);

  const app = new Hono<AppEnv>();
  // Requests into a live room held by this instance, forwarded by another (meeting-router.ts).
  meetings.serveForwarded((request, env) => app.fetch(request, env));
  app.use(async (c, next) => {
    c.set("services", services);
    c.set("clientIp", clientIp(c, deps));
    await next();
  });
  app.use(requestLog);
  // The video player for other sites' iframes (public-site §2.1 `/embed`): the only page anyone may frame.
  app.use(await staticSecureHeaders(securityHeaders(config), (path) => path === "/embed"));
  app.onError(onError);

  // The session store is auth's, handed to the platform's middleware as a port.
  const loadSession = sessionLoader(findSession);
  const api = apiRouter({ loadSession, embedded: config.mode === "embedded", remoteAddr: deps.remoteAddr });
  app.route("/api", api);

  app.get("/c/:code", loadSession, shortLinkRedirect);
  app.get("/sign-out", loadSession, signOutPage);
  app.route(
    "/",
    sitemapRoutes(
      () => deps.web?.site?.renderer.sitemapPaths() ?? ["/"],
      SITEMAP_SOURCES,
      (path) => Boolean(deps.web?.site && !deps.web.site.renderer.isAppPath(path)),
    ),
  );
  if (deps.upgradeWebSocket) {
    const ws = new Hono<AppEnv>();
    ws.use(loadSession);
    ws.route("/", wsRoutes(deps.upgradeWebSocket));
    app.route("/ws", ws);
  }
  // Pages are compressed on the fly; built files come precompressed (scripts/precompress.ts).
  if (deps.web)
    app.use(
      loadSession,
      compress(),
      webShell(deps.web, (request) => app.fetch(request)),
    );
  app.notFound(onNotFound);
  return { app, services };
}

/** Public pages beyond the site's static paths, for sitemap.xml. */
const SITEMAP_SOURCES: SitemapSource[] = [articleSitemapPages, marketplaceSitemapPages, groupSitemapPages];

function clientIp(c: AppContext, deps: AppDeps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return deps.remoteAddr?.(c) ?? "unknown";
}
