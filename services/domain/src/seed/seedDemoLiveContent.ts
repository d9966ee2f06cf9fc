import { type Database, schema } from '@canal/service-core';

const { announcements, feedbackItems, quizQuestions } = schema;

/**
 * What the presenters of the demo's live session have prepared: a quiz, a poll, an announcement and
 * the feedback form, so that `npm start` shows a room that works end to end.
 */
export async function seedDemoLiveContent(db: Database, eventId: number, now: Date): Promise<void> {
  await db.insert(quizQuestions).values([
    {
      eventId,
      quizType: 'quiz',
      quizQuestion: 'Quel examen confirme le diagnostic de BPCO ?',
      quizMaxAnswers: 1,
      quizAnswers: [
        { rid: 1, field: 'La spirométrie avec test de réversibilité', correct: true },
        { rid: 2, field: 'La radiographie thoracique', correct: false },
        { rid: 3, field: 'Le scanner thoracique', correct: false },
      ],
      quizPosition: 1,
      createdAt: now,
    },
    {
      eventId,
      quizType: 'poll',
      quizQuestion: 'Combien de patients BPCO suivez-vous par mois ?',
      quizMaxAnswers: 1,
      quizAnswers: [
        { rid: 1, field: 'Moins de 10', correct: false },
        { rid: 2, field: 'De 10 à 50', correct: false },
        { rid: 3, field: 'Plus de 50', correct: false },
      ],
      quizPosition: 2,
      createdAt: now,
    },
  ]);
  await db.insert(announcements).values({
    eventId,
    announceTitle: 'Pause de 5 minutes',
    announceText: 'Nous reprenons à la demi-heure avec les cas cliniques. Vous pouvez envoyer vos questions pendant la pause.',
    announcePosition: 1,
  });
  await db.insert(feedbackItems).values([
    { eventId, feedbackType: 'stars', feedbackQuestion: 'Clarté des intervenants', feedbackPosition: 1 },
    { eventId, feedbackType: 'stars', feedbackQuestion: 'Utilité pour votre pratique', feedbackPosition: 2 },
    { eventId, feedbackType: 'free', feedbackQuestion: 'Vos remarques et suggestions', feedbackPosition: 3 },
  ]);
}
