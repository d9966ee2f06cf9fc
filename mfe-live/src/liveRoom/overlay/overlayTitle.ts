import type { LiveContentType } from '@canal/contracts';

/** The dialog's title for each content (spec 000 section 2.10); 'none' shows no dialog. */
export const OVERLAY_TITLES: Record<Exclude<LiveContentType, 'none'>, string> = {
  quiz: 'Quizz :',
  poll: 'Sondage :',
  announce: 'Message important',
  feedback: 'Votre avis nous intéresse',
  comment: 'Posez votre question :',
};
