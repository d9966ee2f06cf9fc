import { z } from 'zod';
import { ACCESS_KEYS } from './accessRules';
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
  /** The shell's main-menu entry highlighted on this page. */
  menu: z.string().optional(),
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
