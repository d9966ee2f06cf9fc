/** The chat API's payloads are declared in the contracts (spec 001 §3 "Chat entities"). */
export type { ChatActionName, ChatMessage, ChatRun, ThreadViewData } from '@canal/contracts/chat';

/** A discussion of the left column. */
export interface ThreadEntry {
  id: string;
  /** Equals the id until the discussion has a name. */
  name: string;
}
