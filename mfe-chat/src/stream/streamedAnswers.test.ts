import type { ChatMessage } from '@canal/contracts/chat';
import { shownText, withoutFinished, withTextEvent } from './streamedAnswers';

const text = (messageId: string, offset: number, value: string) => ({ kind: 'text' as const, threadId: 't', runId: 'r', messageId, offset, text: value });
const message = (id: string, status: string, value = ''): ChatMessage => ({
  id,
  role: 'assistant',
  status,
  metadata: {},
  content: [{ type: 'text', text: { value } }],
});

describe('the answers being written', () => {
  it('grow by the events: kept up to the offset, then the new text; a whole text at offset 0 replaces', () => {
    let answers = withTextEvent(new Map(), text('m', 0, 'Les bio'), '');
    answers = withTextEvent(answers, text('m', 7, 'thérapies'), '');
    expect(answers.get('m')).toBe('Les biothérapies');
    // A citation being resolved rewrites the end.
    answers = withTextEvent(answers, text('m', 4, 'biothérapies ([[1]](https://pubmed.ncbi.nlm.nih.gov/1/))'), '');
    expect(answers.get('m')).toBe('Les biothérapies ([[1]](https://pubmed.ncbi.nlm.nih.gov/1/))');
    expect(withTextEvent(answers, text('m', 0, 'Tout'), '').get('m')).toBe('Tout');
  });

  it('start from the stored text when the socket joins late, and wait for the whole text after a gap', () => {
    expect(withTextEvent(new Map(), text('m', 3, ' bio'), 'Les').get('m')).toBe('Les bio');
    const before = new Map([['m', 'Les']]);
    expect(withTextEvent(before, text('m', 9, 'pies'), '')).toBe(before);
  });

  it('show the longer of the streamed and the stored text while the message is written, the stored one after', () => {
    const answers = new Map([['m', 'Les biothérapies']]);
    expect(shownText(answers, message('m', 'in_progress'), 'Les bio')).toBe('Les biothérapies');
    expect(shownText(answers, message('m', 'in_progress'), 'Les biothérapies réduisent')).toBe('Les biothérapies réduisent');
    expect(shownText(answers, message('m', 'completed'), 'Réponse finale')).toBe('Réponse finale');
    expect(withoutFinished(answers, [message('m', 'completed')]).size).toBe(0);
    expect(withoutFinished(answers, [message('m', 'in_progress')])).toBe(answers);
    expect(withoutFinished(answers, [])).toBe(answers);
  });
});
