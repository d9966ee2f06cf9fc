import { threadViewSchema } from '@canal/contracts/chat';
import { isVisibleMessage, messageText, threadEntries } from './chatMessages';

describe('reading chat answers', () => {
  it('keeps the list in the server order', () => {
    expect(threadEntries({ thread_b: 'BPCO', thread_a: 'thread_a' })).toEqual([
      { id: 'thread_b', name: 'BPCO' },
      { id: 'thread_a', name: 'thread_a' },
    ]);
    expect(threadEntries([])).toEqual([]);
  });

  it('reads a thread view, and refuses one without messages', () => {
    const view = threadViewSchema.parse({
      result: true,
      messages: [{ id: 'm1', role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }], metadata: {} }],
      last_run: { status: 'completed', model: 'gpt-test' },
    });
    expect(view.messages[0]).toEqual({ id: 'm1', role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }], metadata: {} });
    expect(view.last_run?.model).toBe('gpt-test');
    expect(threadViewSchema.safeParse({ result: true }).success).toBe(false);
  });

  it('hides messages whose text is empty', () => {
    const message = (value: string) => ({ id: 'm', role: 'assistant', content: [{ type: 'text', text: { value } }], metadata: {} });
    expect(isVisibleMessage(message('Voici trois essais.'))).toBe(true);
    expect(isVisibleMessage(message(''))).toBe(false);
    expect(isVisibleMessage(message('  \n'))).toBe(false);
    expect(messageText({ id: 'm', role: 'user', content: [{ type: 'image_file' }], metadata: {} })).toBe('');
  });
});
