import OpenAI from 'openai';
import { startFakeModel, tokensOf, type FakeModel } from '../testing/fakeModelServer';
import { streamTurn } from './modelStream';

const question = [{ role: 'user' as const, content: 'Bonjour' }];
const open: FakeModel[] = [];
afterAll(() => Promise.all(open.map((model) => model.close())));

async function fake(options: Parameters<typeof startFakeModel>[1] = {}) {
  const model = await startFakeModel(0, options);
  open.push(model);
  return { model, client: new OpenAI({ baseURL: model.url, apiKey: 'test', maxRetries: 0 }) };
}

describe('one streamed call of the model', () => {
  it('hands over each piece of text as it comes, then the whole turn with its finish_reason and usage', async () => {
    const { client } = await fake({ tokensPerSecond: 200 });
    const pieces: string[] = [];
    const turn = await streamTurn(client, { model: 'fake', messages: question }, new AbortController().signal, (text) => void pieces.push(text));
    expect(pieces).toEqual(tokensOf('Bonjour, je suis prêt.'));
    expect(turn).toMatchObject({
      content: 'Bonjour, je suis prêt.',
      toolCalls: [],
      finishReason: 'stop',
      model: 'fake',
      usage: { promptTokens: expect.any(Number), completionTokens: pieces.length, cachedTokens: 0 },
    });
    expect(turn.firstTokenMs).toBeLessThanOrEqual(turn.ms);
  });

  it('asks again without stream_options a server that refuses the field, and no longer sends it there', async () => {
    const { model, client } = await fake({ refusesStreamOptions: true });
    const first = await streamTurn(client, { model: 'fake', messages: question }, new AbortController().signal, () => undefined);
    expect(first).toMatchObject({ content: 'Bonjour, je suis prêt.', usage: null });
    await streamTurn(client, { model: 'fake', messages: question }, new AbortController().signal, () => undefined);
    expect(model.requests.map((body) => body.stream_options !== undefined)).toEqual([true, false, false]);
  });
});
