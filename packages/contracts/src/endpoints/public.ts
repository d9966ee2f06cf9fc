import { z } from 'zod';
import { homeDataSchema } from '../home';
import { staticPageSchema } from '../staticPage';
import { loginResponseSchema, pingResponseSchema, profileResponseSchema } from '../user';
import { defineEndpoint } from './defineEndpoint';
import { apiFlag, emailField, passwordField, requiredText, trueFlag } from './inputFields';

/** GET /api/ping: makes sure the browser holds a session and gives it its CSRF token. */
export const ping = defineEndpoint({
  method: 'get',
  path: '/api/ping',
  input: z.strictObject({}),
  output: pingResponseSchema,
});

/** GET /api/home?api=3: live sessions, replays, sessions still to come, and the user's own. */
export const home = defineEndpoint({
  method: 'get',
  path: '/api/home',
  input: z.strictObject({ api: apiFlag }),
  output: z.object({ home: z.literal('complete'), data: homeDataSchema }),
});

/** GET /api/profil/get?api=3: who is logged in, the pending-accounts badge and the subscription count. */
export const profile = defineEndpoint({
  method: 'get',
  path: '/api/profil/get',
  input: z.strictObject({ api: apiFlag }),
  output: profileResponseSchema,
});

const loginInput = z.strictObject({
  email: emailField,
  password: passwordField,
  authChallenge: z.string().max(16).optional(),
});

/** POST /api/auth/login: email, password, authChallenge; answers auth 'ok', user, pendingAccounts, log. */
export const login = defineEndpoint({
  method: 'post',
  path: '/api/auth/login',
  input: loginInput,
  output: loginResponseSchema,
});

/** POST /api/private/login: the login of /_admin, for admin and staff only. */
export const privateLogin = defineEndpoint({
  method: 'post',
  path: '/api/private/login',
  input: loginInput,
  output: loginResponseSchema,
});

/** POST /api/auth/logout (logout=true): ends the session. */
export const logout = defineEndpoint({
  method: 'post',
  path: '/api/auth/logout',
  input: z.strictObject({ logout: trueFlag }),
  output: z.object({ logout: z.literal('complete') }),
});

/** POST /api/auth/rpwd: asks for the e-mailed link to /cpwd; the same answer whether the address exists or not. */
export const resetRequest = defineEndpoint({
  method: 'post',
  path: '/api/auth/rpwd',
  input: z.strictObject({ email: emailField, authReset: z.string().max(16).optional() }),
  output: z.object({ sent: z.literal('ok'), log: z.string() }),
});

/** POST /api/auth/cpwd: the key of the e-mailed link, the account's e-mail and the new password twice. */
export const passwordChange = defineEndpoint({
  method: 'post',
  path: '/api/auth/cpwd',
  input: z.strictObject({
    email: emailField,
    key: requiredText(128),
    password: passwordField,
    passwordConf: passwordField,
    authReset: z.string().max(16).optional(),
  }),
  output: z.object({ challenge: z.literal('ok'), log: z.string() }),
});

/** POST /api/auth/email: the key of the link mailed to a new address; that address becomes the account's e-mail. */
export const emailConfirm = defineEndpoint({
  method: 'post',
  path: '/api/auth/email',
  input: z.strictObject({ k: requiredText(128) }),
  output: z.object({ email: z.literal('ok'), log: z.string() }),
});

/** GET /api/page/get/{legal | confidentiality | cookies}: a static page's title and text. */
export const page = defineEndpoint({
  method: 'get',
  path: '/api/page/get/:key',
  // Any short key reaches the handler, which answers 404 for an unknown page (as for any unknown address).
  input: z.strictObject({ key: z.string().max(64) }),
  output: z.object({ page: z.literal('complete'), data: staticPageSchema }),
});

/** POST /api/utm/visit: the site was opened with `r={code}` (any page); a known code is remembered for this browser. */
export const utmVisit = defineEndpoint({
  method: 'post',
  path: '/api/utm/visit',
  input: z.strictObject({ r: z.string().trim().min(1, 'Code UTM manquant.').max(64, 'Code UTM trop long.') }),
  output: z.object({ utm: z.literal('complete'), known: z.boolean() }),
});
