import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const port = z.coerce
  .number({ error: "must be a whole number from 0 to 65535" })
  .int("must be a whole number from 0 to 65535")
  .min(0)
  .max(65535);

/** Every environment variable Kora reads, with its default. The README's table mirrors this. */
const envSchema = z
  .object({
    KORA_MODE: z.enum(["embedded", "production"]).default("embedded"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: port.default(8787),
    PUBLIC_URL: z.url().optional(),
    ALLOWED_ORIGINS: z.string().default(""),
    DATABASE_URL: z.string().min(1).default("file:data/kora.db"),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    DATABASE_READERS: z.coerce.number().int().min(0).max(32).default(2),
    DATABASE_READ_TIMEOUT_MS: z.coerce.number().int().min(10).default(3000),
    SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
    /** AES-GCM key sealing calendar passwords and ICS addresses at rest: 32 bytes, base64. */
    CALENDAR_SECRET_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/_-]{43}=?$/.test(v.trim()), "CALENDAR_SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32)")
      .optional(),
    WEB_DIST: z.string().default("web/dist"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    MAINTENANCE_MODE: flag.default(false),
    TRUST_PROXY: flag.default(false),
    SEED_DEMO: flag.optional(),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).optional(),
    READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1000).default(310_000),
    MAIL_FROM: z.string().default("Kora <no-reply@kora.local>"),
    STAFF_EMAIL: z.email("STAFF_EMAIL must be an email address").default("support@kora.local"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    TURN_URLS: z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^turns?:/, "TURN_URLS are turn: or turns: URLs, comma-separated")))
      .optional(),
    TURN_SECRET: z.string().min(16, "TURN_SECRET must be at least 16 characters").optional(),
    TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    PAYMENTS_PROVIDER: z.enum(["ledger", "stripe"]).default("ledger"),
    /** Production runs on Stripe; the ledger there only when this says so (a demo or staging deployment). */
    PAYMENTS_ALLOW_LEDGER: flag.default(false),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY is a secret key, sk_test_… or sk_live_…")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET starts with whsec_")
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, "STRIPE_PUBLISHABLE_KEY starts with pk_test_ or pk_live_")
      .optional(),
    /** Where the Stripe SDK sends requests; Stripe's own API by default. Tests point it at a local server that answers like Stripe. */
    STRIPE_API_URL: z.url().optional(),
    BLOB_STORE: z.enum(["folder", "s3"]).default("folder"),
    BLOB_DIR: z.string().min(1).default("data/blobs"),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The largest upload (a recording or a video file) in bytes; 4 GiB by default. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(4 * 1024 ** 3),
    FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
    FFPROBE_PATH: z.string().min(1).default("ffprobe"),
    /** Where processing keeps a recording's files while ffmpeg works on them (inside ./data, which the server may write). */
    MEDIA_WORK_DIR: z.string().min(1).default("data/processing"),
    /** Text messages: the dev outbox (embedded default) or Twilio; production without one sends none (verification by phone is off). */
    SMS_PROVIDER: z.enum(["dev", "twilio"]).optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID is an account SID, AC followed by 32 hex digits")
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN must be at least 16 characters").optional(),
    /** The sender: a number in E.164 (+15005550006), a Messaging Service SID (MG…) or an alphanumeric sender ID ("Kora"). */
    TWILIO_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        "TWILIO_FROM is a number in E.164, a Messaging Service SID (MG…) or an alphanumeric sender ID",
      )
      .optional(),
    /** Where Twilio's REST API is; tests point it at a local server that answers like Twilio. */
    TWILIO_API_BASE: z.url().default("https://api.twilio.com"),
    /** The shared secret the mail provider's bounce webhook sends (X-Bounce-Secret); unset: no bounce webhook. */
    INMAIL_BOUNCE_SECRET: z.string().min(24, "INMAIL_BOUNCE_SECRET must be at least 24 characters").optional(),
    /** Redis for the realtime bus between API instances (redis:// or rediss://); unset: one instance, in-process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
    /** Put before Kora's Redis channel names, so several deployments can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default("kora:"),
    /** Janus's JSON API (WebSocket) as the API reaches it, for rooms above the mesh (PROTOCOL §4); unset: no SFU, rooms stop at 10. */
    JANUS_URL: z
      .string()
      .regex(/^wss?:\/\//, "JANUS_URL must start with ws:// or wss://")
      .optional(),
    /** Janus's WebSocket as browsers reach it (behind a proxy, say); JANUS_URL by default. */
    JANUS_PUBLIC_URL: z
      .string()
      .regex(/^wss?:\/\//, "JANUS_PUBLIC_URL must start with ws:// or wss://")
      .optional(),
    /** Janus's `token_auth_secret`: the API signs clients' tokens with it. */
    JANUS_TOKEN_SECRET: z.string().min(16, "JANUS_TOKEN_SECRET must be at least 16 characters").optional(),
    /** The VideoRoom plugin's `admin_key`: only the API creates and destroys rooms. */
    JANUS_ADMIN_KEY: z.string().min(16, "JANUS_ADMIN_KEY must be at least 16 characters").optional(),
    KORA_CLOCK_START: z.iso
      .datetime({ offset: true, error: "KORA_CLOCK_START must be an ISO 8601 instant, e.g. 2027-03-01T09:00:00Z" })
      .optional(),
  })
  .refine((e) => !e.JANUS_URL || Boolean(e.JANUS_TOKEN_SECRET && e.JANUS_ADMIN_KEY), {
    path: ["JANUS_URL"],
    message: "JANUS_URL needs JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY",
  })
  .refine((e) => Boolean(e.TURN_URLS?.length) === Boolean(e.TURN_SECRET), {
    path: ["TURN_SECRET"],
    message: "TURN_URLS and TURN_SECRET go together",
  })
  .refine((e) => e.BLOB_STORE !== "s3" || Boolean(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    path: ["BLOB_STORE"],
    message: "BLOB_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
  })
  .refine((e) => e.SMS_PROVIDER !== "twilio" || Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM), {
    path: ["SMS_PROVIDER"],
    message: "SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
  })
  .refine((e) => e.PAYMENTS_PROVIDER !== "stripe" || Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PUBLISHABLE_KEY), {
    path: ["PAYMENTS_PROVIDER"],
    message: "PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY",
  });

/** Production needs real secrets and endpoints; checked on the raw values so every problem shows at once. */
function productionIssues(env: Record<string, string | undefined>): string[] {
  if (env.KORA_MODE !== "production") return [];
  const required = ["SECRET_KEY", "PUBLIC_URL", "SMTP_URL", "CALENDAR_SECRET_KEY"].filter((name) => !env[name]);
  const ledger =
    (env.PAYMENTS_PROVIDER ?? "ledger") === "ledger" && !["true", "1"].includes(env.PAYMENTS_ALLOW_LEDGER ?? "")
      ? [
          "  PAYMENTS_PROVIDER: production takes real money on Stripe; set PAYMENTS_PROVIDER=stripe, or PAYMENTS_ALLOW_LEDGER=true for a demo",
        ]
      : [];
  const sms = env.SMS_PROVIDER === "dev" ? ["  SMS_PROVIDER: the dev SMS outbox is for embedded mode; use SMS_PROVIDER=twilio"] : [];
  const testOnly = env.KORA_CLOCK_START ? ["  KORA_CLOCK_START: a moved clock is for tests and demos only, never in production mode"] : [];
  return [...required.map((name) => `  ${name}: ${name} is required in production mode`), ...ledger, ...sms, ...testOnly];
}

export interface Config {
  mode: "embedded" | "production";
  host: string;
  port: number;
  publicUrl: string;
  /** Origins allowed to make state-changing requests and open sockets, besides the server's own. */
  allowedOrigins: string[];
  databaseUrl: string;
  databaseAuthToken?: string;
  /** Workers with their own read-only connections for heavy reads (search), when the database is a local file; 0: read on the main connection. */
  databaseReaders: number;
  /** A pooled read running longer is interrupted and answered 503. */
  databaseReadTimeoutMs: number;
  secretKey?: string;
  /** The calendar-secrets key (CALENDAR_SECRET_KEY, base64); null in embedded mode without one: generated and kept in app_settings. */
  calendarSecretKey: string | null;
  webDist: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  maintenance: boolean;
  trustProxy: boolean;
  seedDemo: boolean;
  authRateLimitPerIp: number;
  /** Overrides each sign-in endpoint's per-address limit (10 logins, 3 resets… per 15 minutes); for test rigs that sign in often. */
  authRateLimitPerAccount: number | null;
  /** Each person's requests a minute to each expensive read (slot lists, exports, analytics, console filters…); http/expensive-read.ts. */
  readRateLimitPerMinute: number;
  passwordHashIterations: number;
  mailFrom: string;
  /** The team's inbox: contact and demo requests go here, and the get-in-touch page shows it (`STAFF_EMAIL`). */
  staffEmail: string;
  smtpUrl?: string;
  /** coturn with time-limited credentials (TURN REST); null: host candidates only (one machine, tests without relay). */
  turn: { urls: string[]; secret: string; ttlSeconds: number } | null;
  /** The payments port's provider: the built-in ledger (embedded default) or Stripe with its keys. */
  payments:
    | { provider: "ledger" }
    | { provider: "stripe"; secretKey: string; webhookSecret: string; publishableKey: string; apiUrl: string | null };
  /** Where recordings and their files live: a folder (embedded default) or an S3-compatible bucket. */
  blobs:
    | { store: "folder"; dir: string }
    | { store: "s3"; bucket: string; region: string; endpoint: string | null; accessKeyId: string; secretAccessKey: string };
  /** The largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** The media tools that process recordings (Debian's ffmpeg by default). */
  media: { ffmpeg: string; ffprobe: string; workDir: string };
  /**
   * The SMS port's provider: the dev outbox (embedded default, read at /dev/mailbox), Twilio's Messages
   * API, or none (production without SMS_PROVIDER: numbers cannot be verified and no reminder is texted).
   */
  sms: { provider: "dev" } | { provider: "twilio"; accountSid: string; authToken: string; from: string; apiBase: string } | null;
  /** Embedded mode only: the instant the server's clock reads at start-up, from where it runs on (`KORA_CLOCK_START`). */
  clockStart: Date | null;
  /** The secret InMail's bounce webhook must carry (`INMAIL_BOUNCE_SECRET`); null: the webhook answers 404. */
  inmailBounceSecret: string | null;
  /** The realtime bus's Redis (`REDIS_URL`); null: the in-process bus (one instance). */
  redisUrl: string | null;
  /** Before Kora's Redis channel names (`REDIS_KEY_PREFIX`, "kora:"). */
  redisKeyPrefix: string;
  /** Janus for rooms above the mesh (`JANUS_*`); null: no SFU, every room stops at MESH_LIMIT. */
  janus: { url: string; publicUrl: string; tokenSecret: string; adminKey: string } | null;
}

export class ConfigError extends Error {}

function smsConfig(e: z.output<typeof envSchema>): Config["sms"] {
  const provider = e.SMS_PROVIDER ?? (e.KORA_MODE === "embedded" ? "dev" : null);
  if (provider === "twilio") {
    return {
      provider,
      accountSid: e.TWILIO_ACCOUNT_SID!,
      authToken: e.TWILIO_AUTH_TOKEN!,
      from: e.TWILIO_FROM!,
      apiBase: e.TWILIO_API_BASE.replace(/\/$/, ""),
    };
  }
  return provider === "dev" ? { provider } : null;
}

/** Parses the environment once at start-up; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`)),
    ...productionIssues(env),
  ];
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const origins = e.ALLOWED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  // On one machine the same server is reached as localhost, 127.0.0.1 or through the Vite dev server.
  const local =
    e.KORA_MODE === "embedded"
      ? [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, "http://localhost:5173", "http://127.0.0.1:5173"]
      : [];
  return {
    mode: e.KORA_MODE,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...local, ...origins])],
    databaseUrl: e.DATABASE_URL,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    databaseReaders: e.DATABASE_READERS,
    databaseReadTimeoutMs: e.DATABASE_READ_TIMEOUT_MS,
    secretKey: e.SECRET_KEY,
    calendarSecretKey: e.CALENDAR_SECRET_KEY?.trim() ?? null,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    maintenance: e.MAINTENANCE_MODE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? e.KORA_MODE === "embedded",
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    authRateLimitPerAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT ?? null,
    readRateLimitPerMinute: e.READ_RATE_LIMIT_PER_MINUTE,
    passwordHashIterations: e.PASSWORD_HASH_ITERATIONS,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    smtpUrl: e.SMTP_URL,
    turn: e.TURN_URLS?.length && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS } : null,
    clockStart: e.KORA_CLOCK_START ? new Date(e.KORA_CLOCK_START) : null,
    inmailBounceSecret: e.INMAIL_BOUNCE_SECRET ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    janus:
      e.JANUS_URL && e.JANUS_TOKEN_SECRET && e.JANUS_ADMIN_KEY
        ? { url: e.JANUS_URL, publicUrl: e.JANUS_PUBLIC_URL ?? e.JANUS_URL, tokenSecret: e.JANUS_TOKEN_SECRET, adminKey: e.JANUS_ADMIN_KEY }
        : null,
    sms: smsConfig(e),
    blobs:
      e.BLOB_STORE === "s3"
        ? {
            store: "s3",
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { store: "folder", dir: e.BLOB_DIR },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    media: { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH, workDir: e.MEDIA_WORK_DIR },
    payments:
      e.PAYMENTS_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : { provider: "ledger" },
  };
}
