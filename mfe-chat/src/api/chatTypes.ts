/** The chat API's payloads (spec 001 §3 "Chat entities"), as the page reads them. */

export type ChatActionName = 'create_thread' | 'list_thread' | 'view_thread' | 'delete_thread';

export interface ThreadEntry {
  id: string;
  /** Equals the id until the discussion has a name. */
  name: string;
}

export interface ChatMessageContent {
  type: string;
  text?: { value: string };
}

export interface ChatMessage {
  id: string;
  role: string;
  content: ChatMessageContent[];
  metadata: Record<string, string>;
}

export interface ChatRun {
  status: string;
  model: string;
  instructions?: string;
  metadata?: Record<string, string>;
  last_error?: { code: string; message: string } | null;
}

export interface ThreadViewData {
  messages: ChatMessage[];
  last_run: ChatRun | null;
}
