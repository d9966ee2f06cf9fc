import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = z.string().url('doit être une URL complète (ex. http://127.0.0.1:6379)');

/** Every environment variable the project reads, with its default. The README lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'doit commencer par redis://').optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(72),
  COOKIE_SECURE: booleanFlag.default(false),
  PASSWORD_HARDENED: booleanFlag.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Canal Pneumo <no-reply@canal-pneumo.fr>'),
  SITE_TITLE: z.string().optional(),
  SITE_NAME: z.string().min(1).default('pneumo'),
  SITE_MENU_VARIANT: z.enum(['one', 'two']).default('one'),
  SITE_TEMPLATE: z.enum(['full', 'centered']).default('centered'),
  SITE_HELP_CONTACT: booleanFlag.default(true),
  ANALYTICS_URL: url.optional(),
  CLOSING_POPUP_URL: url.optional(),
  CLOSING_POPUP_IMAGE: z.string().optional(),
  DEMO_SEED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAX_BODY_KB: z.coerce.number().int().min(1).max(1024 * 50).default(100),
  /** Uploads travel as dataURLs (a third larger than the file): this bounds the upload calls only. */
  MAX_UPLOAD_KB: z.coerce.number().int().min(1).max(1024 * 200).default(14 * 1024),
  REMOTES: z.string().optional(),
  SERVICE_PUBLIC_URL: url.default('http://127.0.0.1:8101'),
  SERVICE_LIVE_URL: url.default('http://127.0.0.1:8102'),
  SERVICE_STAFF_URL: url.default('http://127.0.0.1:8103'),
  SERVICE_MEDIA_URL: url.default('http://127.0.0.1:8104'),
  SERVICE_CHAT_URL: url.default('http://127.0.0.1:8105'),
  SERVICE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STATIC_ROOT: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  staticRoot: string;
}

export class ConfigError extends Error {}

/** Validates the environment once, at start: a wrong value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(cwd, config.DATA_DIR),
    staticRoot: path.resolve(cwd, config.STATIC_ROOT ?? '.'),
  };
}
