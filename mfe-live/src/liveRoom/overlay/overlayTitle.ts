import type { LiveContentType } from '@canal/contracts';

/**
 * The dialog's title for each content (spec 000 section 2.10); 'none' shows no dialog. An
 * announcement has none: 'Message important' is its button (ANNOUNCE_BUTTON), and the
 * announcement's own title heads the dialog.
 */
export const OVERLAY_TITLES: Record<Exclude<LiveContentType, 'none' | 'announce'>, string> = {
  quiz: 'Quiz :',
  poll: 'Sondage :',
  feedback: 'Votre avis nous intéresse',
  comment: 'Posez votre question :',
};

/** 'announce (button 'Message important', no close icon)' (spec 000 section 2.10): it opens and closes the announcement. */
export const ANNOUNCE_BUTTON = 'Message important';
