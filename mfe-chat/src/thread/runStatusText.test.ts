import { runIsActive, runStatusText } from './runStatusText';

describe('the run status box', () => {
  it('says each status as the spec does', () => {
    expect(runStatusText({ status: 'queued' })).toBe("En file d'attente...");
    expect(runStatusText({ status: 'in_progress' })).toBe('Requête GPT en cours...');
    expect(runStatusText({ status: 'requires_action' })).toBe('Attente requête API...');
    expect(runStatusText({ status: 'requires_action', metadata: { tool_status: 'pending' } })).toBe('Requête API en cours...');
    expect(runStatusText({ status: 'requires_action', metadata: { tool_status: 'finished' } })).toBe('Requête API terminée');
    expect(runStatusText({ status: 'completed' })).toBeNull();
    expect(runStatusText({ status: 'expired' })).toBeNull();
    expect(runStatusText({ status: 'failed', last_error: { code: 'model_error', message: 'surchargé' } })).toBe('Échec API OpenAI : model_error — surchargé');
    expect(runStatusText({ status: 'cancelling' })).toBe('En annulation');
    expect(runStatusText({ status: 'cancelled' })).toBe('Annulé');
    expect(runStatusText({ status: 'paused' })).toBe('Inconnu (paused)');
    expect(['queued', 'in_progress', 'requires_action', 'failed'].map(runIsActive)).toEqual([true, true, true, false]);
  });
});
