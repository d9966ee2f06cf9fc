import type { SessionDate } from '@canal/contracts';

/** A chosen session as the login and registration steps recall it: its title and its date. */
export const chosenLabel = (date: Pick<SessionDate, 'eventTitle' | 'label'>) => (date.eventTitle ? `${date.eventTitle}, ${date.label}` : date.label);
