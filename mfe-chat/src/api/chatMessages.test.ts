import { threadViewSchema } from '@canal/contracts/chat';
import { messageText, threadEntries } from './chatMessages';

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

  it('joins the text parts of a message, and reads nothing else', () => {
    expect(
      messageText({
        id: 'm',
        role: 'assistant',
        content: [
          { type: 'text', text: { value: 'Réponse.' } },
          { type: 'text', text: { value: '**Références**' } },
        ],
        metadata: {},
      }),
    ).toBe('Réponse.\n\n**Références**');
    expect(messageText({ id: 'm', role: 'user', content: [{ type: 'image_file' }], metadata: {} })).toBe('');
  });
});
