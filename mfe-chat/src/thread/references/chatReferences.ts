import { CHAT_REFERENCES_KEY, chatReferenceSchema, type ChatMessage, type ChatReference } from '@canal/contracts/chat';

/** The references the server listed for an answer (metadata.references), or null for an answer without (an older one). */
export function referencesOf(message: ChatMessage): ChatReference[] | null {
  const raw = message.metadata[CHAT_REFERENCES_KEY];
  if (!raw) return null;
  try {
    const parsed = chatReferenceSchema.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The answer without its Markdown reference list (its second text part), which the page draws from the structured one. */
export function answerBody(message: ChatMessage): string {
  return message.content.find((part) => part.type === 'text' && part.text)?.text?.value ?? '';
}

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
