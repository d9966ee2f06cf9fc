import { HttpFailure } from '@canal/kit';
import type { LiveResponse } from '@canal/contracts';
import { liveView } from './useLiveAccess';

const idle = { data: null, error: null, failure: null, loading: false, sentAt: null, receivedAt: null };
const answer = { live: 'complete', data: { access: 'live', serverNow: 0 }, log: '' } as unknown as LiveResponse;

describe('the live page of a visitor', () => {
  it('asks to log in when the address has no key', () => {
    expect(liveView(true, null, 12, idle)).toEqual({ kind: 'notConnected' });
  });

  it('waits while the personal link is tried, and while the session is read again after it let them in', () => {
    expect(liveView(true, null, 12, { ...idle, loading: true })).toEqual({ kind: 'loading' });
    expect(liveView(true, null, 12, { ...idle, data: answer })).toEqual({ kind: 'loading' });
  });

  it('asks to log in when the link is refused (expired, someone else’s)', () => {
    const refused = new HttpFailure(401, { live: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
    expect(liveView(true, null, 12, { ...idle, error: 'Merci de vous connecter pour accéder à ce contenu', failure: refused })).toEqual({ kind: 'notConnected' });
  });
});
