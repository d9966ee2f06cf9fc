import { z } from 'zod';
import { ROLES, SUB_ROLES } from './roles';

/** The user as the profile and login calls return it (spec 000 section 3 "User"). */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  subRole: z.enum(SUB_ROLES).nullable(),
  job: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  cell: z.string().nullable(),
  city: z.string().nullable(),
  hasUpdatedOptins: z.literal([0, 1]).nullable(),
  universe: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and /api/private/login. */
export const loginResponseSchema = z.object({
  auth: z.enum(['ok', 'ko']),
  user: sessionUserSchema.optional(),
  pendingAccounts: z.number().optional(),
  subscriptions: z.number().optional(),
  log: z.string().optional(),
  /** The browser's new CSRF token: a login gives the browser a new nonce, the token of the old one no longer works. */
  token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/profil/get. */
export const profileResponseSchema = z.object({
  profil: z.literal('complete'),
  user: sessionUserSchema.nullable(),
  pendingAccounts: z.number(),
  /** How many sessions the user is subscribed to (second menu variant: 'Mes webinaires'). */
  subscriptions: z.number().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/ping. */
export const pingResponseSchema = z.object({
  pong: z.literal('complete'),
  token: z.string(),
});
export type PingResponse = z.infer<typeof pingResponseSchema>;
