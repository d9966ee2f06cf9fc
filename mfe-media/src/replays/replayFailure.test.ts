import { HttpFailure } from '@canal/kit';
import { replayFailure } from './replayFailure';

const failed = (status: number, data: unknown) => new HttpFailure(status, data);

describe('replayFailure', () => {
  it('reads the envelopes of the replay calls', () => {
    expect(replayFailure(failed(404, { error: 'no_replay', replay: 'no_replay' }), 'x')).toEqual({ kind: 'no_replay' });
    expect(replayFailure(failed(404, { error: 'not_found' }), 'x')).toEqual({ kind: 'not_found' });
    expect(replayFailure(failed(401, { error: 'not_connected' }), 'x')).toEqual({ kind: 'not_connected' });
    expect(replayFailure(failed(403, { error: 'forbidden' }), 'x')).toEqual({ kind: 'forbidden' });
  });

  it('keeps the message of any other failure', () => {
    expect(replayFailure(failed(403, { error: 'csrf' }), 'Jeton expiré')).toEqual({ kind: 'error', message: 'Jeton expiré' });
    expect(replayFailure(failed(500, 'oops'), 'Erreur interne')).toEqual({ kind: 'error', message: 'Erreur interne' });
    expect(replayFailure(new Error('réseau'), 'réseau')).toEqual({ kind: 'error', message: 'réseau' });
  });
});
