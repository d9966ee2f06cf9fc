/** Spec 001 §9. The list polls every 5 s, the open discussion every 3 s. */
export const THREAD_LIST_POLL_MS = 5000;
export const THREAD_VIEW_POLL_MS = 3000;
/** Chat width is at most 800 px. */
export const CHAT_MAX_WIDTH = 800;
