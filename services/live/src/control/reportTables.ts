import { sql } from 'drizzle-orm';
import type { liveControlApi } from '@canal/contracts';
import { rowsOf, type ExportCell, type ServiceContext } from '@canal/service-core';
import { memberAttendance, type MemberAttendance } from '@canal/domain';

/** One export: a header and lines of cells (texts, and numbers as numbers), the shape toCsv and toXlsx take. */
export interface ReportTable {
  header: string[];
  lines: ExportCell[][];
}

const paris = (date: Date | string | null) =>
  date === null
    ? ''
    : new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }).format(
        typeof date === 'string' ? new Date(date) : date,
      );

interface PersonRow extends Record<string, unknown> {
  lastname: string;
  firstname: string;
  email: string;
}

/** Each member's attendance by user id (core memberAttendance, the figure every reader shows). */
async function attendanceByUser(ctx: ServiceContext, eventId: number): Promise<Map<number, MemberAttendance>> {
  return new Map((await memberAttendance(ctx, { eventId })).map((row) => [row.userId, row]));
}

async function registrations(ctx: ServiceContext, eventId: number): Promise<ReportTable> {
  const rows = await rowsOf<PersonRow & { user_id: number; created_at: string }>(
    ctx.db,
    sql`select u.id as user_id, u.lastname, u.firstname, u.email, s.created_at
          from subscriptions s join users u on u.id = s.user_id
         where s.event_id = ${eventId} order by u.lastname, u.firstname, u.id`,
  );
  const attendance = await attendanceByUser(ctx, eventId);
  return {
    header: ['Nom', 'Prénom', 'E-mail', 'Inscrit le', 'Présent'],
    lines: rows.map((row) => [row.lastname, row.firstname, row.email, paris(row.created_at), attendance.get(Number(row.user_id))?.attended ? 'oui' : 'non']),
  };
}

/**
 * One line per member who came into the room: first arrival, last departure and connections from
 * the presence rows; minutes and 'Présent' from the one attendance (a socket and polls at the same
 * time counted once, the player's tracking too).
 */
async function attendance(ctx: ServiceContext, eventId: number): Promise<ReportTable> {
  const rows = await rowsOf<PersonRow & { user_id: number; first_seen: string | null; last_seen: string | null; connections: string }>(
    ctx.db,
    sql`select u.id as user_id, u.lastname, u.firstname, u.email, min(p.connected_at) as first_seen,
               max(coalesce(p.disconnected_at, p.last_seen_at)) as last_seen, count(p.id) as connections
          from users u left join room_presence p on p.user_id = u.id and p.event_id = ${eventId}
         where u.id in (select user_id from room_presence where event_id = ${eventId}
                        union select user_id from video_views where event_id = ${eventId}
                        union select user_id from subscriptions where event_id = ${eventId} and attended_at is not null)
         group by u.id, u.lastname, u.firstname, u.email order by u.lastname, u.firstname, u.id`,
  );
  const figures = await attendanceByUser(ctx, eventId);
  return {
    header: ['Nom', 'Prénom', 'E-mail', 'Arrivée', 'Départ', 'Minutes', 'Connexions', 'Présent'],
    lines: rows.map((row) => {
      const figure = figures.get(Number(row.user_id));
      return [
        row.lastname,
        row.firstname,
        row.email,
        paris(row.first_seen),
        paris(row.last_seen),
        figure?.minutes ?? 0,
        Number(row.connections),
        figure?.attended ? 'oui' : 'non',
      ];
    }),
  };
}

async function questions(ctx: ServiceContext, eventId: number): Promise<ReportTable> {
  const rows = await rowsOf<{
    created_at: string;
    lastname: string | null;
    firstname: string | null;
    email: string | null;
    content: string;
    approved: boolean;
  }>(
    ctx.db,
    sql`select m.created_at, u.lastname, u.firstname, u.email, m.content, m.approved
          from live_messages m left join users u on u.id = m.user_id
         where m.event_id = ${eventId} order by m.created_at, m.id`,
  );
  return {
    header: ['Date', 'Nom', 'Prénom', 'E-mail', 'Question', 'Approuvée'],
    lines: rows.map((row) => [paris(row.created_at), row.lastname ?? '', row.firstname ?? '', row.email ?? '', row.content, row.approved ? 'oui' : 'non']),
  };
}

/** One line per voter and question: the answers they chose, by their text, and whether a quiz answer was right. */
async function quiz(ctx: ServiceContext, eventId: number): Promise<ReportTable> {
  const rows = await rowsOf<
    PersonRow & {
      position: number;
      quiz_type: string;
      question: string;
      answers: Array<{ rid: number; field: string; correct: boolean }>;
      rids: number[];
      created_at: string;
    }
  >(
    ctx.db,
    sql`select q.quiz_position as position, q.quiz_type, q.quiz_question as question, q.quiz_answers as answers, a.rids, a.created_at,
               u.lastname, u.firstname, u.email
          from quiz_answers a join quiz_questions q on q.id = a.question_id join users u on u.id = a.user_id
         where q.event_id = ${eventId} order by q.quiz_position, q.id, u.lastname, u.firstname, u.id`,
  );
  return {
    header: ['N°', 'Type', 'Question', 'Nom', 'Prénom', 'E-mail', 'Réponses', 'Correct', 'Date'],
    lines: rows.map((row) => {
      const chosen = row.answers.filter((answer) => row.rids.includes(answer.rid));
      const rightRids = row.answers.filter((answer) => answer.correct).map((answer) => answer.rid);
      const right = rightRids.length === row.rids.length && row.rids.every((rid) => rightRids.includes(rid));
      return [
        row.position,
        row.quiz_type === 'poll' ? 'Sondage' : 'Quiz',
        row.question,
        row.lastname,
        row.firstname,
        row.email,
        chosen.map((answer) => answer.field).join(' | '),
        row.quiz_type === 'poll' ? '' : right ? 'oui' : 'non',
        paris(row.created_at),
      ];
    }),
  };
}

/** One line per participant, one column per feedback question (stars as a number, free texts as typed). */
async function feedback(ctx: ServiceContext, eventId: number): Promise<ReportTable> {
  const items = await rowsOf<{ id: number; question: string }>(
    ctx.db,
    sql`select id, feedback_question as question from feedback_items where event_id = ${eventId} order by feedback_position, id`,
  );
  const rows = await rowsOf<PersonRow & { answers: Record<string, number | string>; created_at: string }>(
    ctx.db,
    sql`select u.lastname, u.firstname, u.email, f.answers, f.created_at
          from feedback_answers f join users u on u.id = f.user_id
         where f.event_id = ${eventId} order by u.lastname, u.firstname, u.id`,
  );
  return {
    header: ['Nom', 'Prénom', 'E-mail', 'Date', ...items.map((item) => item.question)],
    lines: rows.map((row) => [
      row.lastname,
      row.firstname,
      row.email,
      paris(row.created_at),
      ...items.map((item) => {
        const answer = row.answers[String(item.id)];
        return answer ?? '';
      }),
    ]),
  };
}

const BUILDERS: Record<liveControlApi.ReportPart, (ctx: ServiceContext, eventId: number) => Promise<ReportTable>> = {
  registrations,
  attendance,
  questions,
  quiz,
  feedback,
};

export function reportTable(ctx: ServiceContext, eventId: number, part: liveControlApi.ReportPart): Promise<ReportTable> {
  return BUILDERS[part](ctx, eventId);
}
