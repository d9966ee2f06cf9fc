import { EVENT_STATES } from '@canal/contracts';
import { decideLiveAccess } from './decideLiveAccess';

describe('decideLiveAccess', () => {
  it('opens the room to admin, staff and speakers in every state, subscribed or not', () => {
    for (const role of ['admin', 'staff', 'speaker'] as const) {
      for (const state of EVENT_STATES) {
        expect(decideLiveAccess(role, false, state)).toBe('live');
        expect(decideLiveAccess(role, true, state)).toBe('live');
      }
    }
  });

  it('follows the session state for a subscribed member', () => {
    expect(EVENT_STATES.map((state) => decideLiveAccess('member', true, state))).toEqual(['pending', 'pending', 'live', 'finished', 'finished']);
  });

  it('turns away a member who is not subscribed', () => {
    for (const state of EVENT_STATES) expect(decideLiveAccess('member', false, state)).toBe('not_registered');
  });
});
