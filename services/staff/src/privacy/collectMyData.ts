import { and, asc, eq, or, sql, type Column } from 'drizzle-orm';
import { jobLabelIn, type privacyApi } from '@canal/contracts';
import { notFound, schema, type ServiceContext } from '@canal/service-core';
import { ROLE_LABELS, STATUS_LABELS, type AccountStatus } from '../account/accountOptions';
import { consentHistory } from '../optins/consentHistory';

const { users, events, subscriptions, attendance, roomPresence, liveMessages, quizAnswers, quizQuestions, feedbackAnswers, feedbackItems } = schema;
const { chatThreads, chatMessages, mediaProgress, mediaRatings, mediaShares, contactMessages } = schema;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const MEDIA_KINDS: Record<string, string> = { podcast: 'Podcast', episode: 'Épisode' };

/** The title of a media row's item (a podcast or an episode), read beside the row. */
function mediaTitle(module: Column, itemId: Column) {
  return sql<string>`coalesce(case ${module}
    when 'podcast' then (select title from podcasts where id = ${itemId})
    when 'episode' then (select title from episodes where id = ${itemId}) end, '')`;
}

/** A session's id and title beside a row that points at it. */
const sessionColumns = { sessionId: events.id, sessionTitle: events.title };

/**
 * Everything the platform holds about one account, read for its holder only ('Télécharger mes
 * données'): the caller's id is the only input, so no other account's rows can come out. Texts are
 * given as stored; choices by their labels (profession, quiz answers, consents).
 */
export async function collectMyData(ctx: ServiceContext, userId: number): Promise<privacyApi.MyData> {
  const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!account) throw notFound('Ce compte n’existe pas ou plus.');
  const db = ctx.db;
  const consents = await consentHistory(ctx, userId);

  const subscriptionRows = await db
    .select({ ...sessionColumns, sessionDate: events.date, subscribedAt: subscriptions.createdAt, attendedAt: subscriptions.attendedAt })
    .from(subscriptions)
    .innerJoin(events, eq(events.id, subscriptions.eventId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(events.date), asc(events.id));
  const attendanceRows = await db
    .select({ ...sessionColumns, minutes: attendance.minutes, hasAttended: attendance.hasAttended, computedAt: attendance.computedAt })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(eq(attendance.userId, userId))
    .orderBy(asc(events.date), asc(events.id));
  const connectionRows = await db
    .select({
      ...sessionColumns,
      via: roomPresence.via,
      connectedAt: roomPresence.connectedAt,
      lastSeenAt: roomPresence.lastSeenAt,
      disconnectedAt: roomPresence.disconnectedAt,
    })
    .from(roomPresence)
    .innerJoin(events, eq(events.id, roomPresence.eventId))
    .where(eq(roomPresence.userId, userId))
    .orderBy(asc(roomPresence.connectedAt), asc(roomPresence.id));
  const questionRows = await db
    .select({ ...sessionColumns, question: liveMessages.content, approved: liveMessages.approved, askedAt: liveMessages.createdAt })
    .from(liveMessages)
    .innerJoin(events, eq(events.id, liveMessages.eventId))
    .where(eq(liveMessages.userId, userId))
    .orderBy(asc(liveMessages.createdAt), asc(liveMessages.id));
  const quizRows = await db
    .select({
      ...sessionColumns,
      kind: quizQuestions.quizType,
      question: quizQuestions.quizQuestion,
      choices: quizQuestions.quizAnswers,
      rids: quizAnswers.rids,
      answeredAt: quizAnswers.createdAt,
    })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(events, eq(events.id, quizQuestions.eventId))
    .where(eq(quizAnswers.userId, userId))
    .orderBy(asc(quizAnswers.createdAt), asc(quizQuestions.id));
  const feedbackRows = await db
    .select({ ...sessionColumns, answers: feedbackAnswers.answers, answeredAt: feedbackAnswers.createdAt })
    .from(feedbackAnswers)
    .innerJoin(events, eq(events.id, feedbackAnswers.eventId))
    .where(eq(feedbackAnswers.userId, userId))
    .orderBy(asc(feedbackAnswers.createdAt), asc(events.id));
  const feedbackQuestions = feedbackRows.length
    ? await db
        .select({ id: feedbackItems.id, eventId: feedbackItems.eventId, question: feedbackItems.feedbackQuestion })
        .from(feedbackItems)
        .innerJoin(feedbackAnswers, and(eq(feedbackAnswers.eventId, feedbackItems.eventId), eq(feedbackAnswers.userId, userId)))
        .orderBy(asc(feedbackItems.feedbackPosition), asc(feedbackItems.id))
    : [];
  const threadRows = await db.select().from(chatThreads).where(eq(chatThreads.userId, userId)).orderBy(asc(chatThreads.createdAt), asc(chatThreads.id));
  const messageRows = await db
    .select({ discussionId: chatMessages.threadId, role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(eq(chatThreads.userId, userId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const progressRows = await db
    .select({
      module: mediaProgress.module,
      itemId: mediaProgress.itemId,
      title: mediaTitle(mediaProgress.module, mediaProgress.itemId),
      positionS: mediaProgress.positionS,
      finished: mediaProgress.finished,
      startedAt: mediaProgress.startedAt,
      updatedAt: mediaProgress.updatedAt,
    })
    .from(mediaProgress)
    .where(eq(mediaProgress.userId, userId))
    .orderBy(asc(mediaProgress.startedAt));
  const ratingRows = await db
    .select({
      module: mediaRatings.module,
      itemId: mediaRatings.itemId,
      title: mediaTitle(mediaRatings.module, mediaRatings.itemId),
      rating: mediaRatings.rating,
      updatedAt: mediaRatings.updatedAt,
    })
    .from(mediaRatings)
    .where(eq(mediaRatings.userId, userId))
    .orderBy(asc(mediaRatings.updatedAt));
  const shareRows = await db
    .select({
      module: mediaShares.module,
      itemId: mediaShares.itemId,
      title: mediaTitle(mediaShares.module, mediaShares.itemId),
      recipients: mediaShares.recipients,
      sharedAt: mediaShares.createdAt,
    })
    .from(mediaShares)
    .where(eq(mediaShares.userId, userId))
    .orderBy(asc(mediaShares.createdAt), asc(mediaShares.id));
  // Sent logged in, or as a visitor from the account's own address.
  const contactRows = await db
    .select()
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = lower(${account.email})`))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));

  const textOf = (content: typeof chatMessages.$inferSelect.content) => content.map((part) => part.text.value).join('\n');
  return {
    exportedAt: iso(ctx.now()),
    account: {
      id: account.id,
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      job: account.job ? jobLabelIn(ctx.config.SITE_MENU_VARIANT, account.job) : '',
      jobPrecision: account.jobPrecision ?? '',
      cell: account.cell ?? '',
      city: account.city ?? '',
      universe: account.universe ?? '',
      role: ROLE_LABELS[account.role] ?? account.role,
      status: STATUS_LABELS[account.status as AccountStatus] ?? account.status,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    consents: consents.current,
    consentChanges: consents.changes.map((change) => ({ optin: change.optin, label: change.label, given: change.given, changedAt: iso(change.changedAt) })),
    subscriptions: subscriptionRows.map((row) => ({
      ...row,
      sessionDate: iso(row.sessionDate),
      subscribedAt: iso(row.subscribedAt),
      attendedAt: isoOrNull(row.attendedAt),
    })),
    attendance: attendanceRows.map((row) => ({ ...row, computedAt: iso(row.computedAt) })),
    roomConnections: connectionRows.map((row) => ({
      ...row,
      connectedAt: iso(row.connectedAt),
      lastSeenAt: iso(row.lastSeenAt),
      disconnectedAt: isoOrNull(row.disconnectedAt),
    })),
    questions: questionRows.map((row) => ({ ...row, askedAt: iso(row.askedAt) })),
    quizAnswers: quizRows.map((row) => ({
      sessionId: row.sessionId,
      sessionTitle: row.sessionTitle,
      kind: row.kind === 'poll' ? 'Sondage' : 'Quiz',
      question: row.question,
      answers: row.choices
        .filter((choice) => row.rids.includes(choice.rid))
        .map((choice) => choice.field)
        .join(' | '),
      answeredAt: iso(row.answeredAt),
    })),
    feedbackAnswers: feedbackRows.flatMap((row) =>
      feedbackQuestions
        .filter((item) => item.eventId === row.sessionId && row.answers[String(item.id)] !== undefined)
        .map((item) => ({
          sessionId: row.sessionId,
          sessionTitle: row.sessionTitle,
          question: item.question,
          answer: String(row.answers[String(item.id)]),
          answeredAt: iso(row.answeredAt),
        })),
    ),
    chatDiscussions: threadRows.map((row) => ({ discussionId: row.id, name: row.name, createdAt: iso(row.createdAt) })),
    // Tool-call rounds are assistant messages without text: nothing the member wrote or read.
    chatMessages: messageRows
      .map((row) => ({
        discussionId: row.discussionId,
        author: row.role === 'user' ? 'Vous' : 'GPTPubMed',
        text: textOf(row.content),
        createdAt: iso(row.createdAt),
      }))
      .filter((row) => row.text !== ''),
    mediaProgress: progressRows.map((row) => ({
      kind: MEDIA_KINDS[row.module] ?? row.module,
      itemId: row.itemId,
      title: row.title,
      positionSeconds: Math.round(row.positionS),
      finished: row.finished,
      startedAt: iso(row.startedAt),
      updatedAt: iso(row.updatedAt),
    })),
    mediaRatings: ratingRows.map((row) => ({
      kind: MEDIA_KINDS[row.module] ?? row.module,
      itemId: row.itemId,
      title: row.title,
      rating: row.rating,
      updatedAt: iso(row.updatedAt),
    })),
    mediaShares: shareRows.map((row) => ({
      kind: MEDIA_KINDS[row.module] ?? row.module,
      itemId: row.itemId,
      title: row.title,
      recipients: row.recipients.join(', '),
      sharedAt: iso(row.sharedAt),
    })),
    contactMessages: contactRows.map((row) => ({
      subject: row.subject,
      message: row.message,
      email: row.email,
      firstname: row.firstname,
      lastname: row.name,
      city: row.city,
      cell: row.cell,
      sentAt: iso(row.createdAt),
    })),
  };
}
