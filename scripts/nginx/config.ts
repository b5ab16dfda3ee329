/**
 * The nginx configuration that puts several Kora API instances behind one address (PROTOCOL §7):
 * HTTP is balanced over the instances and WebSocket upgrades (`/ws`) are passed through, so a page's
 * socket lands on any instance and comes back on another when its instance goes away. Pure: the
 * tests render it for a private nginx on loopback (scripts/nginx/nginx.ts), a deployment renders it
 * with `scripts/nginx/render.ts`.
 *
 * - `least_conn`: sockets stay open for hours, so "fewest open connections" spreads them; plain
 *   round robin would pile them on whichever instance started first.
 * - `proxy_next_upstream error timeout http_502 http_503` with a short connect timeout: a request to
 *   an instance that is down (connection refused) goes to the next one. nginx never re-sends a request
 *   an instance already received unless it is idempotent, so a POST is not repeated.
 * - Uploads (tus PATCH bodies) stream through unbuffered with no size cap here: the API enforces its
 *   own limits.
 * - `X-Forwarded-For` / `X-Forwarded-Proto` are set for the API's TRUST_PROXY=true (rate limits by the
 *   visitor's address, Secure cookies behind TLS).
 */
export interface NginxOptions {
  /** Where nginx listens: `127.0.0.1:8080`, `0.0.0.0:80`. */
  listen: string;
  /** The API instances as `host:port`. */
  instances: readonly string[];
  /** Standby instances (`host:port`) that take traffic only while every instance above is down (nginx `backup`). */
  backups?: readonly string[];
  /** `server_name`; `_` (any) when omitted. */
  serverName?: string;
  /**
   * A folder for the pid file, logs and temp files, and `daemon off`: for an nginx started by a test
   * or a supervisor in the foreground. Omitted: the system's defaults (a packaged nginx).
   */
  prefix?: string;
  /** worker_processes (default 1 with a prefix, `auto` otherwise). */
  workers?: number | "auto";
  /** How long an idle WebSocket may stay open through nginx (the app pings every 25 s). */
  socketIdleSeconds?: number;
}

const HOST_PORT = /^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/;

export function nginxConfig(options: NginxOptions): string {
  if (options.instances.length === 0) throw new Error("nginx: at least one instance");
  for (const address of [options.listen, ...options.instances, ...(options.backups ?? [])])
    if (!HOST_PORT.test(address)) throw new Error(`nginx: not a host:port: ${JSON.stringify(address)}`);
  if (options.serverName !== undefined && !/^[A-Za-z0-9.\-_*]+$/.test(options.serverName))
    throw new Error(`nginx: not a server name: ${JSON.stringify(options.serverName)}`);
  const prefix = options.prefix;
  const workers = options.workers ?? (prefix ? 1 : "auto");
  const idle = options.socketIdleSeconds ?? 3600;
  const own = prefix ? ["daemon off;", `pid ${prefix}/nginx.pid;`, `error_log ${prefix}/error.log warn;`] : [];
  const temp = prefix ? ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`) : [];
  return [
    `worker_processes ${workers};`,
    ...own,
    "events { worker_connections 16384; }",
    "http {",
    prefix ? `  access_log off;` : "  access_log /var/log/nginx/kora.access.log;",
    ...temp,
    "  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }",
    "  upstream kora {",
    "    least_conn;",
    ...options.instances.map((instance) => `    server ${instance} max_fails=1 fail_timeout=5s;`),
    ...(options.backups ?? []).map((instance) => `    server ${instance} backup;`),
    "    keepalive 32;",
    "  }",
    "  server {",
    `    listen ${options.listen};`,
    `    server_name ${options.serverName ?? "_"};`,
    "    client_max_body_size 0;",
    "    location / {",
    "      proxy_pass http://kora;",
    "      proxy_http_version 1.1;",
    "      proxy_set_header Host $http_host;",
    "      proxy_set_header Upgrade $http_upgrade;",
    "      proxy_set_header Connection $connection_upgrade;",
    "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "      proxy_set_header X-Forwarded-Proto $scheme;",
    "      proxy_connect_timeout 2s;",
    `      proxy_read_timeout ${idle}s;`,
    `      proxy_send_timeout ${idle}s;`,
    "      proxy_next_upstream error timeout http_502 http_503;",
    "      proxy_request_buffering off;",
    "      proxy_buffering off;",
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}
