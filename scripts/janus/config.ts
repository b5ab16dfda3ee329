/**
 * Janus's own configuration for Kora's SFU rooms (PROTOCOL §4), rendered into a private folder
 * (never /etc/janus): only the VideoRoom plugin and the WebSocket transport load; the HTTP transport,
 * the Admin API and every other plugin stay off. Clients need a signed token the API mints
 * (`token_auth_secret`: HMAC-SHA1, realm "janus", see api/src/adapters/sfu/janus-token.ts), and only
 * the API may create or destroy rooms (`admin_key`). Pure: tests and `npm start` render it with
 * scripts/janus/janus.ts; a deployment renders it for its own host.
 */
export interface JanusOptions {
  /** Where the JSON API listens (WebSocket, subprotocol `janus-protocol`). */
  wsHost: string;
  wsPort: number;
  /** The address Janus puts in its SDP and gathers ICE candidates on (`interface`). */
  mediaInterface: string;
  /** Limits ICE to these addresses (`ice_enforce_list`), e.g. the test namespace's veth. */
  iceEnforce?: string;
  /** RTP/RTCP ports, e.g. [20000, 20199]: open these (UDP) to the clients and nothing else. */
  rtpPorts: readonly [number, number];
  /** Verifies the API's signed tokens; at least 16 characters. */
  tokenSecret: string;
  /** Needed to create or destroy rooms; the API's alone, at least 16 characters. */
  adminKey: string;
  /** Folder of the plugin, transport, event handler and logger libraries (Debian's by default). */
  libDir?: string;
  /** 0 (none) to 7 (huge); 4 (warnings and info) by default. */
  debugLevel?: number;
}

export interface JanusFiles {
  "janus.jcfg": string;
  "janus.plugin.videoroom.jcfg": string;
  "janus.transport.websockets.jcfg": string;
}

export const DEBIAN_JANUS_LIBS = "/usr/lib/x86_64-linux-gnu/janus";

/** The plugins and transports Debian ships that Kora never loads. */
const OTHER_PLUGINS = [
  "audiobridge",
  "duktape",
  "echotest",
  "lua",
  "nosip",
  "recordplay",
  "sip",
  "streaming",
  "textroom",
  "videocall",
  "voicemail",
];
const OTHER_TRANSPORTS = ["http", "mqtt", "nanomsg", "pfunix", "rabbitmq"];

const SAFE = /^[A-Za-z0-9._:\-/]+$/;
function quoted(name: string, value: string): string {
  if (!SAFE.test(value)) throw new Error(`janus: unsafe ${name}: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

export function janusConfig(options: JanusOptions): JanusFiles {
  for (const [name, secret] of [
    ["tokenSecret", options.tokenSecret],
    ["adminKey", options.adminKey],
  ] as const)
    if (secret.length < 16) throw new Error(`janus: ${name} must be at least 16 characters`);
  const [low, high] = options.rtpPorts;
  if (!(Number.isInteger(low) && Number.isInteger(high) && low >= 1024 && high > low && high <= 65535))
    throw new Error(`janus: bad RTP port range ${low}-${high}`);
  const libs = options.libDir ?? DEBIAN_JANUS_LIBS;
  const janus = [
    "general: {",
    `  plugins_folder = ${quoted("libDir", `${libs}/plugins`)}`,
    `  transports_folder = ${quoted("libDir", `${libs}/transports`)}`,
    `  events_folder = ${quoted("libDir", `${libs}/events`)}`,
    `  loggers_folder = ${quoted("libDir", `${libs}/loggers`)}`,
    `  debug_level = ${options.debugLevel ?? 4}`,
    "  debug_timestamps = true",
    "  token_auth = true",
    `  token_auth_secret = ${quoted("tokenSecret", options.tokenSecret)}`,
    `  interface = ${quoted("mediaInterface", options.mediaInterface)}`,
    '  server_name = "Kora SFU"',
    "  session_timeout = 60",
    "  reclaim_session_timeout = 0",
    "  hide_dependencies = true",
    "}",
    "media: {",
    "  ipv6 = false",
    `  rtp_port_range = "${low}-${high}"`,
    "}",
    "nat: {",
    "  ignore_mdns = true",
    ...(options.iceEnforce ? [`  ice_enforce_list = ${quoted("iceEnforce", options.iceEnforce)}`] : []),
    "}",
    "plugins: {",
    `  disable = "${OTHER_PLUGINS.map((name) => `libjanus_${name}.so`).join(",")}"`,
    "}",
    "transports: {",
    `  disable = "${OTHER_TRANSPORTS.map((name) => `libjanus_${name}.so`).join(",")}"`,
    "}",
    "loggers: {",
    '  disable = "libjanus_jsonlog.so"',
    "}",
    "events: {",
    "  broadcast = false",
    "}",
    "",
  ].join("\n");
  const videoroom = [
    "general: {",
    `  admin_key = ${quoted("adminKey", options.adminKey)}`,
    "  lock_rtp_forward = true",
    "  string_ids = true",
    "}",
    "",
  ].join("\n");
  const websockets = [
    "general: {",
    '  json = "compact"',
    "  ws = true",
    `  ws_port = ${options.wsPort}`,
    `  ws_ip = ${quoted("wsHost", options.wsHost)}`,
    "  wss = false",
    "}",
    "admin: {",
    "  admin_ws = false",
    "  admin_wss = false",
    "}",
    "",
  ].join("\n");
  return { "janus.jcfg": janus, "janus.plugin.videoroom.jcfg": videoroom, "janus.transport.websockets.jcfg": websockets };
}
