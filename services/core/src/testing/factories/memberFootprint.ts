import { attendance, chatMessages, chatSentMessages, contactMessages, mediaProgress, mediaRatings, mediaShares, optinChanges } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { makeChatThread } from './chatThread';
import { makeEvent } from './event';
import { makeFeedbackAnswer, makeLiveMessage, makePresence, makeQuizAnswer } from './liveActivity';
import { makeFeedbackItems, makeQuizQuestion } from './liveContent';
import { makePodcast } from './media';
import { nextNumber } from './sequence';
import { makeSubscription } from './subscription';

/** A session that has ended, with a quiz, a poll and a feedback form (stars, free text), and a podcast: what members leave traces on. */
export async function makeStage(ctx: ServiceContext) {
  const event = await makeEvent(ctx, { startsInMin: -180, durationMin: 60, title: `Asthme sévère ${nextNumber()}` });
  const quiz = await makeQuizQuestion(ctx, event.id, { question: 'Quel biomarqueur ?', answers: ['Éosinophiles', 'FeNO'] });
  const poll = await makeQuizQuestion(ctx, event.id, { quizType: 'poll', question: 'Votre pratique ?', answers: ['Ville', 'Hôpital'] });
  const [stars, free] = await makeFeedbackItems(ctx, event.id, [
    { type: 'stars', question: 'Qualité des intervenants' },
    { type: 'free', question: 'Vos suggestions' },
  ]);
  const podcast = await makePodcast(ctx, { title: `Podcast BPCO ${nextNumber()}` });
  return { event, quiz, poll, stars, free, podcast };
}
export type Stage = Awaited<ReturnType<typeof makeStage>>;

/**
 * One row of every kind of personal data a member leaves on the platform, on the stage's session
 * and podcast, each text carrying `mark` so that a test can find (or miss) it in an export: a
 * subscription, presence and attendance, a question, quiz and poll answers, feedback, a consent
 * change, a GPTPubMed discussion, media progress, a rating, a share and a contact message.
 */
export async function makeMemberFootprint(ctx: ServiceContext, userId: number, stage: Stage, mark: string): Promise<void> {
  const { event, quiz, poll, stars, free, podcast } = stage;
  const now = ctx.now();
  await makeSubscription(ctx, userId, event.id);
  await makePresence(ctx, event.id, userId, { from: event.date, minutes: 50 });
  await ctx.db.insert(attendance).values({ eventId: event.id, userId, minutes: 50, hasAttended: true, computedAt: now });
  await makeLiveMessage(ctx, event.id, userId, { content: `Question de ${mark}` });
  await makeQuizAnswer(ctx, quiz.id, userId, [1]);
  await makeQuizAnswer(ctx, poll.id, userId, [2]);
  await makeFeedbackAnswer(ctx, event.id, userId, { [String(stars.id)]: 5, [String(free.id)]: `Suggestion de ${mark}` });
  await ctx.db.insert(optinChanges).values({ userId, optin: 'accountOptin2', value: 'on', changedAt: now });
  const thread = await makeChatThread(ctx, userId, { name: `Discussion de ${mark}` });
  await ctx.db.insert(chatSentMessages).values({ userId, sentAt: now });
  const answered = new Date(now.getTime() + 1000);
  await ctx.db.insert(chatMessages).values([
    { id: `msg_${nextNumber()}_q`, threadId: thread.id, role: 'user', content: [{ type: 'text', text: { value: `Demande de ${mark}` } }], createdAt: now },
    {
      id: `msg_${nextNumber()}_a`,
      threadId: thread.id,
      role: 'assistant',
      content: [{ type: 'text', text: { value: `Réponse pour ${mark}` } }],
      createdAt: answered,
    },
  ]);
  await ctx.db.insert(mediaProgress).values({ userId, module: 'podcast', itemId: podcast.id, positionS: 125, startedAt: now, updatedAt: now });
  await ctx.db.insert(mediaRatings).values({ userId, module: 'podcast', itemId: podcast.id, rating: 4, updatedAt: now });
  await ctx.db.insert(mediaShares).values({ userId, module: 'podcast', itemId: podcast.id, recipients: [`collegue.de.${mark}@exemple.fr`], createdAt: now });
  await ctx.db
    .insert(contactMessages)
    .values({ userId, ip: '127.0.0.1', email: `contact.${mark}@exemple.fr`, name: 'Durand', subject: 'Aide', message: `Message de ${mark}`, createdAt: now });
}
