import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = z.string().url('doit être une URL complète (ex. http://127.0.0.1:6379)');

/** A price per million tokens: one for every model, and per model where the list names it. */
export interface ModelPrices {
  all: number | null;
  byModel: Record<string, number>;
}

const PRICE_FORMAT = 'doit être un prix par million de jetons (ex. 0.15), ou une liste modèle=prix séparée par des virgules (ex. gpt-4o-mini=0.15, gpt-4o=2.5)';
const PRICE = /^\d+(\.\d+)?$/;

/** '0.15' or 'gpt-4o-mini=0.15, gpt-4o=2.5' (a '*=' entry prices the models the list does not name). */
const modelPrices = z
  .string()
  .default('')
  .transform((value, context): ModelPrices => {
    const prices: ModelPrices = { all: null, byModel: {} };
    const text = value.trim();
    if (text === '') return prices;
    if (PRICE.test(text)) return { all: Number(text), byModel: {} };
    if (/^\d+,\d+$/.test(text)) {
      context.addIssue({ code: 'custom', message: `${PRICE_FORMAT} ; écrivez la décimale avec un point (${text.replace(',', '.')})` });
      return z.NEVER;
    }
    for (const entry of text
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      const at = entry.lastIndexOf('=');
      const model = entry.slice(0, at).trim();
      const price = entry.slice(at + 1).trim();
      if (at <= 0 || !model || !PRICE.test(price)) {
        context.addIssue({ code: 'custom', message: `${PRICE_FORMAT} ; « ${entry.slice(0, 60)} » ne se lit pas` });
        return z.NEVER;
      }
      if (model === '*') prices.all = Number(price);
      else prices.byModel[model] = Number(price);
    }
    return prices;
  });

/** Every environment variable the project reads, with its default. The README lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The site's address for e-mailed links; never taken from a request's Host header (see publicOrigin). */
  PUBLIC_URL: z
    .string()
    .url('doit être une URL complète (ex. https://canal-pneumo.fr)')
    .refine((value) => /^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(value), 'doit être une adresse http(s) sans paramètres (ex. https://canal-pneumo.fr)')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'doit commencer par redis://')
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  COOKIE_SECURE: booleanFlag.default(false),
  PASSWORD_HARDENED: booleanFlag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Canal Pneumo <no-reply@canal-pneumo.fr>'),
  SITE_TITLE: z.string().optional(),
  SITE_NAME: z.string().min(1).default('pneumo'),
  SITE_MENU_VARIANT: z.enum(['one', 'two']).default('one'),
  SITE_TEMPLATE: z.enum(['full', 'centered']).default('centered'),
  SITE_HELP_CONTACT: booleanFlag.default(true),
  /** Event links under the member's universe (/{universe}/live/{id}). */
  SITE_UNIVERSE_LINKS: booleanFlag.default(false),
  /** Where /contact's messages are e-mailed. */
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+$/, 'doit être une adresse e-mail')
    .default('support@canal-pneumo.fr'),
  /** Contact messages one address may send per hour (each one is an e-mail to support). */
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Items a member may share by e-mail per hour (each share mails up to 10 people). */
  SHARES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Partner origins allowed to frame the embeddable podcast page (/podcast/show/{id}?embed=1), space-separated. */
  EMBED_ANCESTORS: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'une origine https:// attendue' }).transform((origin) => new URL(origin).origin))),
  /** 'Top 3 des plus vues': distinct viewers over this many days. */
  MEDIA_TOP_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_URL: url.optional(),
  CLOSING_POPUP_URL: url.optional(),
  CLOSING_POPUP_IMAGE: z.string().optional(),
  DEMO_SEED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Wrong passwords from one address, all accounts together, before the address is locked out (credential stuffing). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Accounts one address may register per hour (the RPPS and ADELI paths have no captcha). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Minutes present in a live room for a participant to count as having attended (certificate, DPC). */
  ATTENDANCE_MIN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAX_BODY_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 50)
    .default(100),
  /** Files a visitor (no session: the registration's authorisation) may upload per address per hour. */
  VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Megabytes that uploads waiting under tmp/ for their form to be saved may take together: past it, uploads wait (503). */
  TMP_UPLOADS_MAX_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024)
    .default(500),
  /** Uploads travel as dataURLs (a third larger than the file): this bounds the upload calls only. */
  MAX_UPLOAD_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 200)
    .default(14 * 1024),
  /** The RPPS extraction on the server's disk ('PS_LibreAcces_Personne_activite.txt'), which an admin may import from /staff/tools/rpps without uploading it. */
  RPPS_IMPORT_FILE: z.string().min(1).optional(),
  /** The largest extraction /staff/tools/rpps accepts as an upload, in megabytes (streamed to disk, never held in memory). */
  RPPS_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(20_000).default(2048),
  REMOTES: z.string().optional(),
  /** Where the remotes' builds are published (current and previous of each): dist/remotes under STATIC_ROOT by default. */
  REMOTES_DIR: z.string().optional(),
  /** GPTPubMed's model: any OpenAI-compatible server (OpenAI, Azure, Mistral, Ollama, vLLM, llama.cpp). Without a model, the screen says the assistant is not configured. */
  OPENAI_BASE_URL: url.optional(),
  OPENAI_API_KEY: z.string().optional(),
  CHAT_MODEL: z.string().min(1).optional(),
  /** The operator's instructions to the assistant (a French default otherwise), sent after the platform's own rules, which they cannot replace. */
  CHAT_INSTRUCTIONS: z.string().max(8000).optional(),
  /** NCBI E-utilities: the address (tests point it at their own server), the key (10 requests per second instead of 3) and the contact e-mail NCBI asks for. */
  NCBI_BASE_URL: url.default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  NCBI_API_KEY: z.string().optional(),
  NCBI_EMAIL: z.string().default('contact@canal-pneumo.fr'),
  /** Messages one user may send to the assistant per day, answers running at once per user, and per process. */
  CHAT_DAILY_MESSAGES: z.coerce.number().int().min(1).max(100_000).default(50),
  CHAT_ACTIVE_RUNS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  CHAT_RUNS_PER_PROCESS: z.coerce.number().int().min(1).max(100).default(4),
  /** Seconds a whole answer may take (model calls and searches) before the run fails with 'timeout'. */
  CHAT_RUN_TIMEOUT_S: z.coerce.number().int().min(5).max(3600).default(180),
  /** What the model's provider charges per million tokens read (prompt) and written (completion), for the staff's cost estimate. */
  CHAT_PRICE_INPUT_PER_MTOK: modelPrices,
  CHAT_PRICE_OUTPUT_PER_MTOK: modelPrices,
  /** The currency of those prices, as the page writes it (ISO 4217: USD, EUR). */
  CHAT_PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'doit être un code de devise en trois lettres majuscules (ex. USD, EUR)')
    .default('USD'),
  SERVICE_PUBLIC_URL: url.default('http://127.0.0.1:8101'),
  SERVICE_LIVE_URL: url.default('http://127.0.0.1:8102'),
  SERVICE_STAFF_URL: url.default('http://127.0.0.1:8103'),
  SERVICE_MEDIA_URL: url.default('http://127.0.0.1:8104'),
  SERVICE_CHAT_URL: url.default('http://127.0.0.1:8105'),
  /**
   * The gateway only: which load balancer's X-Forwarded-For to believe (Express's `trust proxy`),
   * when one stands in front of it. Unset: none, the client is the socket's peer. The services
   * believe only the address the gateway signs (CLIENT_ADDRESS_SECRET).
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Shared by the gateway and the services to sign the client's address (split mode); generated per process in all-in-one mode. */
  CLIENT_ADDRESS_SECRET: z.string().min(32, 'au moins 32 caractères aléatoires (ex. openssl rand -hex 32)').optional(),
  SERVICE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Split mode: the address a service process listens on (0.0.0.0 in containers, where the gateway is another host). */
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  /** The bearer token /metrics asks for; without it the gateway (the public door) never answers /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'doit comporter au moins 16 caractères (ex. la sortie de « openssl rand -hex 24 »)')
    .regex(/^[\x21-\x7e]+$/, 'ne doit contenir que des caractères visibles, sans espace')
    .optional(),
  /** Seconds between SIGTERM and the stop: /readyz answers 503 meanwhile, so that the balancer stops sending first. */
  SHUTDOWN_DELAY_S: z.coerce.number({ error: 'doit être un nombre de secondes' }).int('doit être un nombre entier de secondes').min(0).max(120).default(0),
  /** Where `npm run db:backup` and the nightly backup write their archives: DATA_DIR/backups by default. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Archives the nightly backup keeps (the oldest beyond are removed); 0: no nightly backup. */
  BACKUP_KEEP: z.coerce
    .number({ error: 'doit être un nombre' })
    .int('doit être un nombre entier')
    .min(0, 'doit être 0 (aucune sauvegarde nocturne) ou plus')
    .max(365)
    .default(7),
  STATIC_ROOT: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'CLIENT_ADDRESS_SECRET'> {
  /** Always set: the configured address, or http://localhost:{PORT} in all-in-one mode; no trailing slash. */
  PUBLIC_URL: string;
  /** Always set: the configured secret, or in all-in-one mode one drawn at start (gateway and services share the process). */
  CLIENT_ADDRESS_SECRET: string;
  dataDir: string;
  staticRoot: string;
  /** The published remote builds (REMOTES_DIR), read by the gateway's registry and written by `npm run build`. */
  remotesDir: string;
  /** Where the backups' archives go (BACKUP_DIR, or DATA_DIR/backups). */
  backupDir: string;
}

/**
 * The origin of e-mailed links. A request's Host header is chosen by whoever sends it, so it is
 * never used: PUBLIC_URL, or in all-in-one mode the local address. A service process of the split
 * mode (SERVICE_PORT set) sits behind a gateway whose public address it cannot guess: required there.
 */
function publicOrigin(config: Env): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (config.SERVICE_PORT !== undefined) {
    throw new ConfigError(
      'Configuration invalide :\n  PUBLIC_URL: obligatoire en mode séparé (SERVICE_PORT défini) : l’adresse publique du site, pour les liens envoyés par e-mail (ex. https://canal-pneumo.fr)',
    );
  }
  return `http://localhost:${config.PORT}`;
}

export class ConfigError extends Error {}

/**
 * The secret under which the gateway signs the client's address for the services. Processes of the
 * split mode (a service with SERVICE_PORT, or the split gateway) must share one: required there. In
 * all-in-one mode the gateway and the services are one process, so a secret drawn at start serves.
 */
function clientAddressSecret(config: Env, split: boolean): string {
  if (config.CLIENT_ADDRESS_SECRET) return config.CLIENT_ADDRESS_SECRET;
  if (split) {
    throw new ConfigError(
      'Configuration invalide :\n  CLIENT_ADDRESS_SECRET: obligatoire en mode séparé : ' +
        'le même secret pour la passerelle et les services (ex. openssl rand -hex 32)',
    );
  }
  return randomBytes(32).toString('hex');
}

export interface LoadOptions {
  /** The gateway of the split mode (services/gateway/src/main.ts): it has no SERVICE_PORT but signs for other processes. */
  splitGateway?: boolean;
}

/** Validates the environment once, at start: a wrong value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), options: LoadOptions = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const staticRoot = path.resolve(cwd, config.STATIC_ROOT ?? '.');
  const dataDir = path.resolve(cwd, config.DATA_DIR);
  return {
    ...config,
    backupDir: config.BACKUP_DIR ? path.resolve(cwd, config.BACKUP_DIR) : path.join(dataDir, 'backups'),
    PUBLIC_URL: publicOrigin(config),
    CLIENT_ADDRESS_SECRET: clientAddressSecret(config, config.SERVICE_PORT !== undefined || options.splitGateway === true),
    dataDir,
    staticRoot,
    remotesDir: path.resolve(cwd, config.REMOTES_DIR ?? path.join(staticRoot, 'dist', 'remotes')),
  };
}
