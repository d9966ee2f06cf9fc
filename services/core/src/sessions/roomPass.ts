import type { Request, Response } from 'express';
import { readId, type SessionUser } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import { SESSION_COOKIE } from './sessionCookie';
import { sessionCookieOptions } from './sessionMiddleware';
import type { LoadedSession } from './sessionStore';
import '../http/requestTypes';

/**
 * A room pass: the session a member's personal live link opens (`/live/{id}?k=`). It is a session
 * row like a login's, with `scope_event_id` set, but it lets its member into that one session's room
 * and nothing else: the store loads it with `user` null, so every route, socket and page takes its
 * holder for a visitor (401 'not_connected' on the chat, the account, the subscriptions...), except
 * the routes that declare `roomPass` (the room's own calls), for that session only, and the relay.
 */
export interface SessionScope {
  eventId: number;
  user: SessionUser;
}

/** Where a route that accepts room passes finds the session its call is about: a field of its input (path, query or body). */
export interface RoomPassRule {
  eventIdField: string;
}

/** The user of a session in a session's room: a login's user anywhere, a room pass's user in its own room only. */
export function userInRoom(session: LoadedSession | null | undefined, eventId: number | null): SessionUser | null {
  if (!session) return null;
  if (session.user) return session.user;
  return session.scope && eventId !== null && session.scope.eventId === eventId ? session.scope.user : null;
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The event id of a call, read as its input is: the address (path, then query) wins over the body. */
function eventIdOf(req: Request, field: string): number | null {
  const params = req.params as Record<string, unknown>;
  const query = req.query as Record<string, unknown>;
  const body: unknown = req.body;
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return readId(firstValue(params[field] ?? query[field] ?? fromBody));
}

/**
 * Before the guard of a route that accepts room passes: a pass for the session this call is about
 * becomes, for this request only, its member's session; any other pass stays a visitor's.
 */
export function admitRoomPass(req: Request, rule: RoomPassRule): void {
  const session = req.canalSession;
  if (!session || session.user || !session.scope) return;
  const user = userInRoom(session, eventIdOf(req, rule.eventIdField));
  if (!user) return;
  req.canalSession = { ...session, user };
  req.principal = { role: user.role, subRole: user.subRole };
}

/** Opens a room pass for one session's room until `until` (never past a login's lifetime), sets its cookie and revokes the previous session. */
export async function startRoomPass(ctx: ServiceContext, req: Request, res: Response, userId: number, eventId: number, until: Date): Promise<void> {
  const previous = req.canalSession;
  if (previous) await ctx.sessions.revoke(previous.idHash);
  const created = await ctx.sessions.create(userId, ctx.now(), { eventId, until });
  res.cookie(SESSION_COOKIE, created.cookieValue, sessionCookieOptions(ctx, created.expiresAt));
  req.canalSession = created.session;
}
