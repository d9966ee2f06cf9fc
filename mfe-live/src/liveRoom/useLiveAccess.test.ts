import { HttpFailure } from '@canal/kit';
import type { LiveResponse } from '@canal/contracts';
import { liveView } from './useLiveAccess';

const idle = { data: null, error: null, failure: null, loading: false, sentAt: null, receivedAt: null };
const answer = { live: 'complete', data: { access: 'live', viewer: { id: 3, roomPass: true }, serverNow: 0 }, log: '' } as LiveResponse;

describe('the live page of a visitor', () => {
  it('waits while the session and the room are asked', () => {
    expect(liveView(false, 12, idle)).toEqual({ kind: 'loading' });
    expect(liveView(true, 12, { ...idle, loading: true })).toEqual({ kind: 'loading' });
  });

  it('shows the room a room pass opened (the personal link, now or before), without a login', () => {
    expect(liveView(true, 12, { ...idle, data: answer, sentAt: 0, receivedAt: 0 })).toMatchObject({
      kind: 'ready',
      data: { viewer: { id: 3, roomPass: true } },
    });
  });

  it('asks to log in when there is no pass or the link is refused (expired, someone else’s)', () => {
    const refused = new HttpFailure(401, { live: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
    expect(liveView(true, 12, { ...idle, error: 'Merci de vous connecter pour accéder à ce contenu', failure: refused })).toEqual({ kind: 'notConnected' });
  });
});
