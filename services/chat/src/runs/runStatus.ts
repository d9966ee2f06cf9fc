/** The statuses of a run (spec 001 section 4): active ones are worked on, the others are final. */
export const ACTIVE_RUN_STATUSES = ['queued', 'in_progress', 'requires_action', 'cancelling'] as const;

/** last_error of a failed run: a code the page shows with its French message (CHAT_FAILURE_LABELS names them for staff). */
export interface RunError {
  code:
    | 'model_unreachable'
    | 'model_overloaded'
    | 'model_quota'
    | 'model_unavailable'
    | 'model_refused'
    | 'context_too_long'
    | 'model_error'
    | 'stream_cut'
    | 'tool_error'
    | 'timeout'
    | 'interrupted'
    | 'too_many_steps'
    | 'not_configured';
  message: string;
}
