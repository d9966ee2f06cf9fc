import type { ChatRun } from '../api/chatTypes';

/** What the run status box says (spec 001 section 4 "Chat run status and user text"); null shows nothing. */
export function runStatusText(run: Pick<ChatRun, 'status' | 'metadata' | 'last_error'>): string | null {
  switch (run.status) {
    case 'queued':
      return "En file d'attente...";
    case 'in_progress':
      return 'Requête GPT en cours...';
    case 'requires_action': {
      const toolStatus = run.metadata?.tool_status;
      if (toolStatus === 'pending') return 'Requête API en cours...';
      if (toolStatus === 'finished') return 'Requête API terminée';
      return 'Attente requête API...';
    }
    case 'completed':
    case 'expired':
      return null;
    case 'failed':
      return run.last_error ? `Échec API OpenAI : ${run.last_error.code} — ${run.last_error.message}` : 'Échec API OpenAI';
    case 'cancelling':
      return 'En annulation';
    case 'cancelled':
      return 'Annulé';
    default:
      return `Inconnu (${run.status})`;
  }
}

/** A spinner shows while the run is worked on. */
export const runIsActive = (status: string) => status === 'queued' || status === 'in_progress' || status === 'requires_action';
