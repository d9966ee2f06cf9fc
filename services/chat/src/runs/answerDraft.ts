import { eq } from 'drizzle-orm';
import { CHAT_REFERENCES_KEY } from '@canal/contracts';
import { schema, type Bus, type ServiceContext } from '@canal/service-core';
import type { PubmedArticle } from '../pubmed/searches';
import { tellOwner } from '../socket/chatNamespace';
import { messageTime, newMessageId } from './chatIds';
import { formatAnswer, streamingBody } from './citations';

const { chatMessages } = schema;

/** How stale the stored text of an answer being written may be, for the pages that poll view_thread. */
const STORE_EVERY_MS = 250;
/**
 * How often the whole text goes with a 'text' event (offset 0): a page whose socket came back, or
 * which read a stored text older than the events, catches up within this time without asking.
 */
const WHOLE_TEXT_EVERY_MS = 2000;

/** The answers this process is writing, per context: a page that opens its socket is sent their whole text at once. */
const writing = new WeakMap<Bus, Set<AnswerDraft>>();

function draftsOf(ctx: ServiceContext): Set<AnswerDraft> {
  let drafts = writing.get(ctx.bus);
  if (!drafts) {
    const made = new Set<AnswerDraft>();
    drafts = made;
    writing.set(ctx.bus, made);
    ctx.bus.subscribe('chat.resync', ({ userId }) => {
      for (const draft of made) draft.resync(userId);
    });
  }
  return drafts;
}

export const TRUNCATED_NOTE = '*Réponse tronquée : le modèle a atteint la longueur maximale de sa réponse.*';

export interface RunParty {
  runId: string;
  threadId: string;
  /** The discussion's owner: the only one told about the run. */
  userId: number;
}

const commonPrefixLength = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
};

const textContent = (value: string) => [{ type: 'text' as const, text: { value } }];

/**
 * The assistant's message of one call of the model, while the model writes it: stored as soon as its
 * first word comes ('in_progress'), its text pushed to the owner's sockets as it grows (the whole of it
 * to a page that opens its socket, and every 2 s) and written again at most every 250 ms for the pages
 * that poll; then completed (citations checked, references
 * listed), turned into the message of the searches the model asked for, or left 'incomplete' when
 * the run fails, so that a half answer is never stored as an answer.
 */
export class AnswerDraft {
  private raw = '';
  private shown = '';
  private stored = '';
  private messageId: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private wholeTextAt = 0;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly party: RunParty,
    private readonly found: ReadonlyMap<string, PubmedArticle>,
  ) {}

  /** A page of this member (re)opened its socket: the whole text so far, which it then grows. */
  resync(userId: number): void {
    if (userId !== this.party.userId || this.messageId === null) return;
    tellOwner(this.ctx, userId, {
      kind: 'text',
      threadId: this.party.threadId,
      runId: this.party.runId,
      messageId: this.messageId,
      offset: 0,
      text: this.shown,
    });
  }

  /** More text from the model. */
  async append(text: string): Promise<void> {
    this.raw += text;
    const next = streamingBody(this.raw, this.found);
    if (next === this.shown) return;
    const whole = Date.now() - this.wholeTextAt >= WHOLE_TEXT_EVERY_MS;
    if (whole) this.wholeTextAt = Date.now();
    const offset = whole ? 0 : commonPrefixLength(this.shown, next);
    this.shown = next;
    const first = this.messageId === null;
    const messageId = this.messageId ?? newMessageId();
    this.messageId = messageId;
    // The words leave first: the page shows an answer it does not have in its view yet.
    tellOwner(this.ctx, this.party.userId, {
      kind: 'text',
      threadId: this.party.threadId,
      runId: this.party.runId,
      messageId,
      offset,
      text: next.slice(offset),
    });
    if (!first) return this.storeSoon();
    await this.ctx.db.insert(chatMessages).values({
      id: messageId,
      threadId: this.party.threadId,
      role: 'assistant',
      content: textContent(next),
      metadata: {},
      status: 'in_progress',
      createdAt: messageTime(),
    });
    this.stored = next;
    draftsOf(this.ctx).add(this);
    this.tell();
  }

  private tell(): void {
    tellOwner(this.ctx, this.party.userId, { kind: 'changed', threadId: this.party.threadId, runId: this.party.runId });
  }

  private storeSoon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writing = this.writing.then(() => this.storeShown());
    }, STORE_EVERY_MS);
  }

  private async storeShown(): Promise<void> {
    const { messageId, shown } = this;
    if (messageId === null || shown === this.stored) return;
    await this.ctx.db
      .update(chatMessages)
      .set({ content: textContent(shown) })
      .where(eq(chatMessages.id, messageId));
    this.stored = shown;
  }

  /** No write of the growing text after this one. */
  private async settle(): Promise<void> {
    draftsOf(this.ctx).delete(this);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing.catch(() => undefined);
  }

  /**
   * The call ended with searches: the text written before them, if any, stays as their message's
   * text; answers the message's id, whose metadata then follows the searches.
   */
  async becomeToolCalls(metadata: Record<string, string>): Promise<string> {
    await this.settle();
    const content = this.raw.trim() ? textContent(formatAnswer(this.raw, this.found).body) : [];
    if (this.messageId === null) {
      this.messageId = newMessageId();
      await this.ctx.db
        .insert(chatMessages)
        .values({ id: this.messageId, threadId: this.party.threadId, role: 'assistant', content, metadata, status: 'completed', createdAt: messageTime() });
    } else {
      await this.ctx.db.update(chatMessages).set({ content, metadata, status: 'completed' }).where(eq(chatMessages.id, this.messageId));
    }
    this.tell();
    return this.messageId;
  }

  /** The answer is whole: its citations numbered and checked, its references listed (text, and structured for the page). */
  async complete(truncated: boolean): Promise<void> {
    await this.settle();
    const answer = formatAnswer(this.raw, this.found);
    const body = truncated ? `${answer.body}\n\n${TRUNCATED_NOTE}` : answer.body;
    // Two parts: a page that joins the text parts shows the references under the answer.
    const content = answer.referencesMarkdown ? [...textContent(body), ...textContent(answer.referencesMarkdown)] : textContent(body);
    const metadata: Record<string, string> = answer.references.length > 0 ? { [CHAT_REFERENCES_KEY]: JSON.stringify(answer.references) } : {};
    if (this.messageId === null) {
      this.messageId = newMessageId();
      await this.ctx.db
        .insert(chatMessages)
        .values({ id: this.messageId, threadId: this.party.threadId, role: 'assistant', content, metadata, status: 'completed', createdAt: messageTime() });
    } else {
      await this.ctx.db.update(chatMessages).set({ content, metadata, status: 'completed' }).where(eq(chatMessages.id, this.messageId));
    }
  }

  /** The run failed while this text was written: it stays as shown, marked incomplete (never read as an answer). */
  async abandon(): Promise<void> {
    await this.settle();
    if (this.messageId === null) return;
    await this.ctx.db
      .update(chatMessages)
      .set({ content: textContent(this.shown), status: 'incomplete' })
      .where(eq(chatMessages.id, this.messageId));
  }
}
