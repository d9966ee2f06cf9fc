import { z } from 'zod';
import { ACCESS_KEYS, isGrant, type Grant } from './accessRules';
import type { Endpoint } from './endpoints/defineEndpoint';

/**
 * A call the shell asks at start when the page opened is this route's, beside the session instead of
 * after the page's code (the kit's askEarly): the page's own useEndpoint takes the answer once, so
 * the input must be the one the page asks. Data, so that it travels in the registry's answer.
 */
export const earlyCallSchema = z.strictObject({
  method: z.enum(['get', 'post']),
  path: z.string().regex(/^\/api\//),
  encoding: z.enum(['form', 'json', 'multipart']).optional(),
  input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type EarlyCall = z.infer<typeof earlyCallSchema>;

/** The back office's sidebar groups, in the order the sidebar shows them (the shell names them). */
export const SIDEBAR_GROUPS = ['live', 'contents', 'media', 'accounts', 'tools'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/**
 * A back-office page's entry in the staff sidebar: its group and label. Shown to whoever may open
 * the page (the route's access, narrowed by `access` when the entry is for fewer people than the page).
 */
export const sidebarEntrySchema = z.strictObject({
  group: z.enum(SIDEBAR_GROUPS),
  label: z.string().min(1),
  access: z.enum(ACCESS_KEYS).optional(),
});
export type SidebarEntry = z.infer<typeof sidebarEntrySchema>;

/** The site's two menu variants (SITE_MENU_VARIANT, spec 000 sections 2.1 and 6). */
export const MENU_VARIANTS = ['one', 'two'] as const;
export type MenuVariant = (typeof MENU_VARIANTS)[number];

/**
 * Who sees a header or footer entry: a key of the permission table, or the grants themselves where
 * a variant shows an entry to fewer people than its page admits (variant two's 'Mon compte': member,
 * speaker and staff, not admin).
 */
export const menuAudienceSchema = z.union([z.enum(ACCESS_KEYS), z.array(z.custom<Grant>((value) => typeof value === 'string' && isGrant(value))).min(1)]);
export type MenuAudience = z.infer<typeof menuAudienceSchema>;

/** How one variant shows an entry, where it differs: its own audience, its label for a user with registered sessions. */
const menuVariantSchema = z.strictObject({ access: menuAudienceSchema.optional(), labelWithEvents: z.string().min(1).optional() });

/**
 * A page's entry in one of the frame's menus (main, profile 'MON COMPTE', footer), declared by the
 * remote beside the page: the shell writes no address. The menus show the entries of all the remotes
 * by `order`, to those in the audience (default: who may open the page).
 */
export const menuEntrySchema = z.strictObject({
  key: z.string().min(1),
  label: z.string().min(1),
  order: z.number(),
  access: menuAudienceSchema.optional(),
  /** The variants that show it (default: both), each with what it changes. */
  variants: z.strictObject({ one: menuVariantSchema.optional(), two: menuVariantSchema.optional() }).optional(),
  newWindow: z.literal(true).optional(),
  /** Shows the pending-accounts count in a red badge, and leads to them while some wait. */
  pendingBadge: z.literal(true).optional(),
  /** A page with parameters: the entry is a group of these addresses of it (variant two's 'Mes replays' and its categories). */
  children: z.array(z.strictObject({ key: z.string().min(1), label: z.string().min(1), to: z.string().regex(/^\/[^#]*$/) })).optional(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** An endpoint and the input its page asks, as an early call: `earlyCall(publicApi.home, HOME_QUERY)`. */
export function earlyCall<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>, input: z.input<I>): EarlyCall {
  return earlyCallSchema.parse({ method: endpoint.method, path: endpoint.path, encoding: endpoint.encoding, input });
}

/** One page of a remote, as the registry gives it to the shell (GET /api/remotes). */
export const remoteRouteSchema = z.strictObject({
  /** react-router path: '/GPTPubMed', '/event/:id'. Matched most-exact first whatever the order (spec 001). */
  path: z.string().regex(/^\/[^?#]*$/),
  /** The module the remote exposes for it ('./ChatPage'), named after the page's file. */
  page: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  /** Who may see the page; others are sent to / (the server checks again on every call). */
  access: z.enum(ACCESS_KEYS),
  /** The main menu's entry highlighted on this page, when another page declares it (default: this page's own `mainMenu`). */
  menu: z.string().optional(),
  /** The page's entry in the main menu. */
  mainMenu: menuEntrySchema.optional(),
  /** The page's entry in the profile menu, 'MON COMPTE'. */
  profileMenu: menuEntrySchema.optional(),
  /** The page's entry in the footer's first menu. */
  footerMenu: menuEntrySchema.optional(),
  /** Drawn with the kit's core only: the frame renders it outside antd's providers (the home page). */
  light: z.literal(true).optional(),
  early: z.array(earlyCallSchema).optional(),
  /** The page's entry in the back office's sidebar, if it has one. */
  sidebar: sidebarEntrySchema.optional(),
});
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

/**
 * A route as a remote declares it in its `src/routes.ts`: the page is named by its file, from the
 * remote's folder; the build exposes that file and writes the route with the page's name.
 */
export type RemoteRouteSource = Omit<RemoteRoute, 'page'> & { page: `./src/${string}.tsx` };

/** A remote's pages (`mfe-chat/src/routes.ts`): data only, no page imported, read by the build. */
export function defineRemoteRoutes(routes: RemoteRouteSource[]): RemoteRouteSource[] {
  return routes;
}

/** The build's id of a remote's files: a hash of their content, so the same build is the same version. */
export const remoteVersionSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** `routes.json`, written by the build beside the remote's mf-manifest.json. */
export const remoteBuildSchema = z.strictObject({
  remote: z.string(),
  version: remoteVersionSchema,
  routes: z.array(remoteRouteSchema),
});
export type RemoteBuild = z.infer<typeof remoteBuildSchema>;

/**
 * A menu entry as the shell reads it (open, like the route): an audience this shell does not know
 * shows the entry to nobody (the shell's menus), and an entry it cannot read is dropped alone.
 */
const registeredMenuVariantSchema = z.object({ access: z.union([z.string(), z.array(z.string())]).optional(), labelWithEvents: z.string().optional() });
export const registeredMenuEntrySchema = z.object({
  key: z.string(),
  label: z.string(),
  order: z.number(),
  access: z.union([z.string(), z.array(z.string())]).optional(),
  variants: z.object({ one: registeredMenuVariantSchema.optional(), two: registeredMenuVariantSchema.optional() }).optional(),
  newWindow: z.boolean().optional(),
  pendingBadge: z.boolean().optional(),
  children: z.array(z.object({ key: z.string(), label: z.string(), to: z.string() })).optional(),
});
export type RegisteredMenuEntry = z.infer<typeof registeredMenuEntrySchema>;

/**
 * A page as the shell reads it from the registry: open where the build's `remoteRouteSchema` is
 * strict, because a remote deploys after or before the shell. A newer remote's page may name an
 * access key or carry a field this shell does not know; refusing the answer would take the whole
 * site down, so unknown fields are dropped and an unknown key is read as 'loggedIn' (the server decides).
 */
export const registeredRouteSchema = z.object({
  path: z.string(),
  page: z.string(),
  access: z.string(),
  menu: z.string().optional(),
  mainMenu: registeredMenuEntrySchema.optional().catch(undefined),
  profileMenu: registeredMenuEntrySchema.optional().catch(undefined),
  footerMenu: registeredMenuEntrySchema.optional().catch(undefined),
  light: z.boolean().optional(),
  sidebar: z.object({ group: z.string(), label: z.string(), access: z.string().optional() }).optional(),
  early: z
    .array(
      z.object({
        method: z.enum(['get', 'post']),
        path: z.string(),
        encoding: z.enum(['form', 'json', 'multipart']).optional(),
        input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      }),
    )
    .optional(),
});
export type RegisteredRoute = z.infer<typeof registeredRouteSchema>;

/** One remote in the registry: where its manifest is, which build, and its pages. */
export const registeredRemoteSchema = z.object({
  name: z.string(),
  entry: z.string(),
  version: z.string(),
  routes: z.array(registeredRouteSchema),
});
export type RegisteredRemote = z.infer<typeof registeredRemoteSchema>;
