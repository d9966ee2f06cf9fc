import {
  ChatCallError,
  UNREADABLE_ANSWER,
  failedResponseData,
  isVisibleMessage,
  messageText,
  readChatAnswer,
  readCreatedThreadId,
  readThreadList,
  readThreadView,
} from './readChatAnswer';

const rejection = (run: () => unknown): ChatCallError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ChatCallError) return error;
    throw error;
  }
  throw new Error('expected a ChatCallError');
};

describe('readChatAnswer', () => {
  it('rejects result false with its error as the message, keeping the response', () => {
    const answer = { result: false, error: 'Discussion introuvable' };
    const error = rejection(() => readChatAnswer(answer));
    expect(error.message).toBe('Discussion introuvable');
    expect(error.response).toBe(answer);
  });

  it('rejects an answer that is not JSON', () => {
    expect(rejection(() => readChatAnswer('<html>Erreur</html>')).message).toBe(UNREADABLE_ANSWER);
  });

  it('prefers the French log of a core error over its code', () => {
    const error = rejection(() => readChatAnswer({ result: false, error: 'not_connected', log: 'Merci de vous connecter' }));
    expect(error.message).toBe('Merci de vous connecter');
  });

  it('finds the body of a failed HTTP answer, and none for a network error', () => {
    expect(failedResponseData({ response: { data: { result: false } } })).toEqual({ result: false });
    expect(failedResponseData(new Error('Network Error'))).toBeNull();
  });
});

describe('reading answers', () => {
  it('reads the created id', () => {
    expect(readCreatedThreadId({ result: true, thread: { id: 'thread_abc' } })).toBe('thread_abc');
    expect(rejection(() => readCreatedThreadId({ result: true })).message).toBe(UNREADABLE_ANSWER);
  });

  it('keeps the list in the server order', () => {
    expect(readThreadList({ result: true, list: { thread_b: 'BPCO', thread_a: 'thread_a' } })).toEqual([
      { id: 'thread_b', name: 'BPCO' },
      { id: 'thread_a', name: 'thread_a' },
    ]);
    expect(readThreadList({ result: true, list: [] })).toEqual([]);
  });

  it('reads a thread view, or nothing when messages are missing', () => {
    const view = readThreadView({
      result: true,
      messages: [{ id: 'm1', role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }], metadata: {} }],
      last_run: { status: 'completed', model: 'gpt-test' },
    });
    expect(view?.messages[0]).toEqual({ id: 'm1', role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }], metadata: {} });
    expect(view?.last_run?.model).toBe('gpt-test');
    expect(readThreadView({ result: true, messages: [], last_run: null })).toEqual({ messages: [], last_run: null });
    expect(readThreadView({ result: true })).toBeNull();
  });

  it('hides messages whose text is empty', () => {
    const message = (value: string) => ({ id: 'm', role: 'assistant', content: [{ type: 'text', text: { value } }], metadata: {} });
    expect(isVisibleMessage(message('Voici trois essais.'))).toBe(true);
    expect(isVisibleMessage(message(''))).toBe(false);
    expect(isVisibleMessage(message('  \n'))).toBe(false);
    expect(messageText({ id: 'm', role: 'user', content: [{ type: 'image_file' }], metadata: {} })).toBe('');
  });
});
