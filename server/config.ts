import { z } from "zod";

/**
 * Every setting comes from the environment, is read once here and validated, so a bad value
 * stops start-up with a message naming the variable instead of failing later at random.
 * Defaults make `npm start` work on a fresh machine (see .env.example).
 */
/** A line of the legal notice: shown as written, so only its length is checked. */
const legalTextSchema = z.string().trim().min(2).max(300);
/** A telephone number as people write it: digits, spaces, dots, dashes, brackets, a leading +. */
const phoneSchema = z
  .string()
  .trim()
  .refine((value) => /^\+?[0-9][0-9 .()-]{5,24}$/.test(value), {
    message: "must be a telephone number, e.g. +33 1 23 45 67 89",
  });

/** Where generated PDFs go unless PDF_CACHE_DIR says otherwise (tests share a temporary one instead). */
export const defaultPdfCacheDir = "data/pdf-cache";

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address visitors use: every absolute link we write (canonical, sitemap, JSON-LD, e-mails)
   * starts with it, never with the request's Host header. Defaults to http://localhost:PORT only
   * while the server listens on loopback (resolvedSchema below).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("file:data/passerelle.sqlite")
    .refine((value) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(value), {
      message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), { message: "must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Passerelle <hello@passerelle.localhost>"),
  TEAM_EMAIL: z.email().default("team@passerelle.localhost"),
  /**
   * Who we are (ADR 0026): the legal notice (/legal-notice, LCEN art. 6 III) and the contact page
   * show these. Optional on loopback, where the pages show example values marked as such;
   * required when the server listens beyond loopback (legalNoticeIssues below).
   */
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: phoneSchema.optional(),
  LEGAL_PUBLISHER_NAME: legalTextSchema.optional(),
  LEGAL_FORM: legalTextSchema.optional(),
  LEGAL_SHARE_CAPITAL: legalTextSchema.optional(),
  LEGAL_ADDRESS: legalTextSchema.optional(),
  LEGAL_REGISTRATION: legalTextSchema.optional(),
  LEGAL_VAT_NUMBER: legalTextSchema.optional(),
  LEGAL_PUBLICATION_DIRECTOR: legalTextSchema.optional(),
  LEGAL_HOST_NAME: legalTextSchema.optional(),
  LEGAL_HOST_ADDRESS: legalTextSchema.optional(),
  LEGAL_HOST_PHONE: phoneSchema.optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /**
   * How many proxies in front of us append to X-Forwarded-For: false (none, the default), true
   * (one) or a number. The client address is read that many entries from the right.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((value) => /^(true|false|\d{1,2})$/.test(value), {
      message: "must be false, true (one proxy) or the number of proxies in front of the server",
    })
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /** Wizard runs per minute per client address: it stores nothing personal, and many people share one NAT. */
  WIZARD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Posts per minute per client address to each public form (e-mail capture, consultation request). */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Posts per hour per e-mail address to each public form, whatever client sends them (ADR 0018). */
  FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Signs session cookies and tokens. When unset, a random secret is generated on first start and
   * kept in data/auth-secret (never committed); several instances must share one: set it.
   */
  BETTER_AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  /** Public base URL of the auth endpoints' site (defaults to PUBLIC_URL); https makes cookies Secure. */
  BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sign-in, registration and password-reset requests per minute per client address. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * scrypt's work factor for new password hashes (server/modules/auth/password-hashing.ts):
   * "standard" (better-auth's), or "test-light", a sixteenth of it, which only NODE_ENV=test
   * accepts, for suites that create hundreds of accounts.
   */
  PASSWORD_HASH_COST: z.enum(["standard", "test-light"]).default("standard"),
  /**
   * Payments (ADR 0028). With STRIPE_SECRET_KEY (and its STRIPE_WEBHOOK_SECRET) payments go to
   * Stripe. Without it the built-in test provider takes them — on loopback, or when chosen with
   * PAYMENTS_PROVIDER=test; a server others can reach refuses to start rather than take pretend
   * payments. STRIPE_API_URL points the SDK elsewhere (tests use a loopback stand-in).
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
      message: "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)",
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, { message: "must be the endpoint's signing secret (whsec_…)" })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "test"]).optional(),
  /** Where generated PDFs are cached, per language and content version (created when missing). */
  PDF_CACHE_DIR: z.string().min(1).default(defaultPdfCacheDir),
  /**
   * Print the guides at start-up, so no buyer waits (ADR 0029): true by default. The extra servers
   * tests start (fuzz, cluster, walks' own) turn it off: each would print all six again for a site
   * address of its own, seconds of CPU taken from the tests beside it.
   */
  PDF_WARM_AT_START: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  /**
   * Uploaded files (ADR 0033): on this disk under UPLOADS_DIR (default: uploads/ beside the SQLite
   * file, data/uploads), outside anything served; or, when S3_BUCKET is set, in that S3-compatible
   * bucket (path-style, at S3_ENDPOINT) — UPLOADS_DIR then only holds files while they are received.
   */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * "true" declares UPLOADS_DIR a volume every instance mounts (or a deployment of one instance):
   * without it, a server on PostgreSQL refuses to start without S3 storage (ADR 0071).
   */
  UPLOADS_DIR_SHARED: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    })
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * The assistant's optional OpenAI-compatible model (ADR 0042): OpenAI, Mistral, a local Ollama
   * or vLLM — any server answering POST {base}/chat/completions with streaming and tools. Without
   * a base URL the built-in answerer answers alone. The key stays on the server (sent only to that
   * base URL); local servers often need none. The timeout is how long we wait for the model's first
   * streamed chunk (and then between chunks) before the built-in answerer takes over.
   */
  ASSISTANT_MODEL_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  ASSISTANT_MODEL_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL_NAME: z.string().trim().min(1).max(200).optional(),
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /**
   * Memory the page cache may hold for anonymous visits of public pages (ADR 0052), compressed
   * copies included; 0 turns it off. It is on only in production: in development every save
   * must show at once.
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(1024).default(32),
  /** How long a cached page is served before it is rendered again (a scheduled post shows within this). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).default(10_000),
});

/** 127.0.0.0/8, ::1 and localhost: nobody else can reach the server, so it knows its own address. */
export function isLoopbackHost(host: string): boolean {
  return /^(localhost|::1|\[::1\]|127(\.\d{1,3}){3})$/i.test(host);
}

/** What the legal notice and the contact page need: a server others can reach must have them all. */
export const legalNoticeVariables = [
  "LEGAL_PUBLISHER_NAME",
  "LEGAL_FORM",
  "LEGAL_SHARE_CAPITAL",
  "LEGAL_ADDRESS",
  "LEGAL_REGISTRATION",
  "LEGAL_VAT_NUMBER",
  "LEGAL_PUBLICATION_DIRECTOR",
  "CONTACT_EMAIL",
  "CONTACT_PHONE",
  "LEGAL_HOST_NAME",
  "LEGAL_HOST_ADDRESS",
  "LEGAL_HOST_PHONE",
] as const;

type PaymentSettings = Pick<
  z.output<typeof configSchema>,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENTS_PROVIDER" | "HOST"
>;

/** Which payment provider runs (ADR 0028): Stripe when its key is set, otherwise the test provider. */
export function paymentProviderOf(config: Pick<PaymentSettings, "STRIPE_SECRET_KEY" | "PAYMENTS_PROVIDER">) {
  return config.PAYMENTS_PROVIDER ?? (config.STRIPE_SECRET_KEY ? "stripe" : "test");
}

function paymentIssues(config: PaymentSettings, loopback: boolean): { path: string[]; message: string }[] {
  const provider = paymentProviderOf(config);
  if (provider === "stripe") {
    const issues = [];
    if (!config.STRIPE_SECRET_KEY)
      issues.push({ path: ["STRIPE_SECRET_KEY"], message: "required with PAYMENTS_PROVIDER=stripe" });
    if (!config.STRIPE_WEBHOOK_SECRET)
      issues.push({
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "required with a Stripe key: webhooks are accepted only when their signature checks out",
      });
    return issues;
  }
  if (loopback || config.PAYMENTS_PROVIDER === "test") return [];
  return [
    {
      path: ["STRIPE_SECRET_KEY"],
      message: `required when HOST=${config.HOST} listens beyond loopback: without Stripe keys the server would take pretend payments. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=test for a demo`,
    },
  ];
}

/** What S3 storage needs besides its bucket: a server with S3_BUCKET and without one of these stops at start. */
export const s3Variables = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

function storageIssues(config: z.output<typeof configSchema>): { path: string[]; message: string }[] {
  if (!config.S3_BUCKET) return [];
  return s3Variables
    .filter((name) => !config[name])
    .map((name) => ({
      path: [name],
      message: `required with S3_BUCKET=${config.S3_BUCKET}: uploads go to that bucket (ADR 0033; see .env.example)`,
    }));
}

/**
 * PUBLIC_URL, resolved once: on loopback it may default to http://localhost:PORT (the first
 * `npm start` needs nothing configured); a server others can reach must be told its public address.
 * The legal notice too (ADR 0026): on loopback the pages show marked example values.
 */
const resolvedSchema = configSchema.transform((config, ctx) => {
  if (!isLoopbackHost(config.HOST)) {
    for (const name of legalNoticeVariables.filter((variable) => !config[variable])) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `required when HOST=${config.HOST} listens beyond loopback: the legal notice (/legal-notice, required in France by LCEN art. 6 III) and the contact page show it (see .env.example)`,
      });
    }
  }
  for (const issue of paymentIssues(config, isLoopbackHost(config.HOST))) ctx.addIssue({ code: "custom", ...issue });
  for (const issue of storageIssues(config)) ctx.addIssue({ code: "custom", ...issue });
  if (config.PASSWORD_HASH_COST !== "standard" && config.NODE_ENV !== "test")
    ctx.addIssue({
      code: "custom",
      path: ["PASSWORD_HASH_COST"],
      message: `"${config.PASSWORD_HASH_COST}" is for the test suites only (NODE_ENV=test): a lighter hash makes a stolen password quicker to guess`,
    });
  if (config.ASSISTANT_MODEL_BASE_URL && !config.ASSISTANT_MODEL_NAME)
    ctx.addIssue({
      code: "custom",
      path: ["ASSISTANT_MODEL_NAME"],
      message: `required with ASSISTANT_MODEL_BASE_URL: the model to ask at that address, e.g. gpt-4o-mini, mistral-small-latest or llama3.1`,
    });
  if (config.PUBLIC_URL) return { ...config, PUBLIC_URL: config.PUBLIC_URL };
  if (isLoopbackHost(config.HOST)) return { ...config, PUBLIC_URL: `http://localhost:${config.PORT}` };
  ctx.addIssue({
    code: "custom",
    path: ["PUBLIC_URL"],
    message: `required when HOST=${config.HOST} listens beyond loopback: set the address visitors use, e.g. PUBLIC_URL=https://passerelle.example (links in pages and e-mails are built from it)`,
  });
  return z.NEVER;
});

export type Config = z.output<typeof resolvedSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in a .env file mean "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = resolvedSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration, fix these environment variables:\n${problems}`);
  }
  return parsed.data;
}

/** For entry points: print the problems and stop, without a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
