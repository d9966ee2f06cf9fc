import { HttpFailure } from '@canal/kit';
import { liveErrorView } from './liveErrorView';

const httpError = (status: number, data: Record<string, unknown>) => new HttpFailure(status, data);

describe('liveErrorView', () => {
  it('asks a visitor to log in', () => {
    expect(liveErrorView(httpError(401, { live: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' }))).toEqual({
      kind: 'notConnected',
    });
  });

  it('tells that the session does not exist', () => {
    expect(liveErrorView(httpError(404, { live: 'not_found', log: 'Erreur contenu non trouvé' }))).toEqual({ kind: 'notFound' });
  });

  it('keeps the message of any other failure', () => {
    expect(liveErrorView(new Error('Délai dépassé'))).toEqual({ kind: 'error', message: 'Délai dépassé' });
  });
});
