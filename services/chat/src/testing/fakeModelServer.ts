import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface WireMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
}

interface WireRequest {
  model: string;
  messages: WireMessage[];
  tools?: { type: string; function: { name: string } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

export interface FakeModelOptions {
  /** Wait before the first byte of every answer. */
  delayMs?: number;
  /** Content tokens per second of a streamed answer (0: all at once). */
  tokensPerSecond?: number;
  /** Answer 400 to any request offering tools, as a server whose model has none (Ollama's words). */
  toolsUnsupported?: boolean;
  /** Answer 400 to a request naming stream_options, as a strict server that refuses unknown fields. */
  refusesStreamOptions?: boolean;
}

/** When an answering round sent its content: the bench compares it with what the page showed. */
export interface AnsweredRound {
  question: string;
  startedAt: number;
  firstContentAt: number | null;
  lastContentAt: number | null;
  tokens: number;
}

export interface FakeModel {
  /** The base URL to configure (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  /** The bodies of every chat completion request, in order. */
  requests: WireRequest[];
  /** The rounds that answered with text, in order. */
  answered: AnsweredRound[];
  close(): Promise<void>;
}

const lastUserText = (messages: WireMessage[]) => [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';

/** Every PMID the tool answers of the conversation hold, in order. */
function foundPmids(messages: WireMessage[]): string[] {
  return messages
    .filter((message) => message.role === 'tool' && message.content)
    .flatMap((message) => [...(message.content ?? '').matchAll(/"pmid":"(\d+)"/g)].map((match) => match[1]));
}

/** Sub-word pieces the way a tokenizer cuts text: a leading space stays with its word, long words are cut. */
export function tokensOf(text: string): string[] {
  return (text.match(/\s*\S+/g) ?? []).flatMap((word) => {
    const pieces: string[] = [];
    for (let start = 0; start < word.length; start += 5) pieces.push(word.slice(start, start + 5));
    return pieces;
  });
}

/** Roughly four characters a token, as providers count them. */
const countTokens = (messages: WireMessage[]) => Math.ceil(JSON.stringify(messages).length / 4);

/**
 * What the fake model says to a conversation, by the words of the last question: two parallel
 * searches first (numbered 0 and 1, or both 0 when the question says 'index zéro', as some
 * compatible servers do), then an answer citing the first PMID the searches returned. 'invente'
 * adds a PMID no search returned, 'rétract' the retracted article.
 */
function script(
  body: WireRequest,
): { kind: 'tools'; calls: { id: string; name: string; arguments: string }[]; sameIndex: boolean } | { kind: 'answer'; content: string } {
  const question = lastUserText(body.messages);
  const offered = (body.tools ?? []).map((tool) => tool.function.name);
  const answered = body.messages.some((message) => message.role === 'tool');
  if (!answered && offered.includes('pubmed_query')) {
    return {
      kind: 'tools',
      sameIndex: question.includes('index zéro'),
      calls: [
        { id: 'call_mesh_1', name: 'mesh_query', arguments: JSON.stringify({ term: 'asthma' }) },
        { id: 'call_pubmed_1', name: 'pubmed_query', arguments: JSON.stringify({ query: 'severe asthma biologics', max_results: 4 }) },
      ],
    };
  }
  // A client that offers another function (the model check) sees it called once.
  if (!answered && offered.length > 0) return { kind: 'tools', sameIndex: false, calls: [{ id: 'call_check_1', name: offered[0], arguments: '{}' }] };
  const pmids = foundPmids(body.messages);
  if (pmids.length === 0) return { kind: 'answer', content: answered ? 'Je n’ai trouvé aucun article.' : 'Bonjour, je suis prêt.' };
  const invented = question.includes('invente') ? ' Une autre étude va dans le même sens (PMID: 99999999).' : '';
  const retracted =
    question.includes('rétract') && pmids.includes('36000003') ? ' Un essai annonçait que l’azithromycine les supprimait toutes (PMID: 36000003).' : '';
  return {
    kind: 'answer',
    content: `Les **biothérapies** réduisent les exacerbations de l’asthme sévère, d’environ la moitié selon une revue systématique récente (PMID: ${pmids[0]}).${invented}${retracted}`,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions), written from the
 * public Chat Completions wire format: with `stream: true` it answers server-sent events (a role
 * delta, content deltas, tool-call deltas in pieces, `finish_reason`, the usage chunk when
 * `stream_options.include_usage`, then `[DONE]`), otherwise one JSON completion. By the words of
 * the question: 'erreur modèle' answers 500, 'saturé' 429 with OpenAI's rate-limit body,
 * 'lentement' waits 8 s, 'coupure' cuts the answer's connection in the middle of its text.
 */
export async function startFakeModel(port = 0, options: FakeModelOptions = {}): Promise<FakeModel> {
  const requests: WireRequest[] = [];
  const answeredRounds: AnsweredRound[] = [];
  let previousPrompt = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return res.writeHead(404).end();
      const body = JSON.parse(raw) as WireRequest;
      requests.push(body);
      const question = lastUserText(body.messages);
      const error = (status: number, message: string, type: string, code: string | null) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message, type, param: null, code } }));
      if (options.toolsUnsupported && body.tools?.length)
        return error(400, `registry.ollama.ai/library/${body.model} does not support tools`, 'api_error', null);
      if (options.refusesStreamOptions && body.stream_options)
        return error(400, 'stream_options: Extra inputs are not permitted', 'invalid_request_error', null);
      if (question.includes('erreur modèle'))
        return error(500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
      if (question.includes('saturé')) {
        return error(
          429,
          `Rate limit reached for ${body.model} in organization org-fake on tokens per min (TPM): Limit 200000, Used 199800, Requested 1500. Please try again in 450ms.`,
          'tokens',
          'rate_limit_exceeded',
        );
      }
      const plan = script(body);
      const id = `chatcmpl-${Date.now()}${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      const prompt = countTokens(body.messages);
      const cached = Math.min(previousPrompt, prompt);
      previousPrompt = prompt;
      const completion = plan.kind === 'answer' ? tokensOf(plan.content).length : plan.calls.length * 12;
      const usage = {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
        prompt_tokens_details: { cached_tokens: cached, audio_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
      };

      const reply = async () => {
        if (!body.stream) {
          const message =
            plan.kind === 'answer'
              ? { role: 'assistant', content: plan.content, refusal: null }
              : {
                  role: 'assistant',
                  content: null,
                  refusal: null,
                  tool_calls: plan.calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
                };
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              created,
              model: body.model,
              choices: [{ index: 0, message, logprobs: null, finish_reason: plan.kind === 'answer' ? 'stop' : 'tool_calls' }],
              usage,
              system_fingerprint: 'fp_fake',
            }),
          );
          return;
        }
        const withUsage = body.stream_options?.include_usage === true;
        const send = (choices: object[], extra: object = {}) =>
          res.write(
            `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: 'fp_fake', choices, ...(withUsage ? { usage: null } : {}), ...extra })}\n\n`,
          );
        const delta = (fields: object, finish: string | null = null) => send([{ index: 0, delta: fields, logprobs: null, finish_reason: finish }]);
        res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
        if (plan.kind === 'tools') {
          delta({ role: 'assistant', content: null, refusal: null });
          plan.calls.forEach((call, at) => {
            const index = plan.sameIndex ? 0 : at;
            delta({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] });
            const third = Math.ceil(call.arguments.length / 3);
            for (let start = 0; start < call.arguments.length; start += third)
              delta({ tool_calls: [{ index, function: { arguments: call.arguments.slice(start, start + third) } }] });
          });
          delta({}, 'tool_calls');
        } else {
          const round: AnsweredRound = { question, startedAt: Date.now(), firstContentAt: null, lastContentAt: null, tokens: 0 };
          answeredRounds.push(round);
          delta({ role: 'assistant', content: '', refusal: null });
          const tokens = tokensOf(plan.content);
          const cutAt = question.includes('coupure') ? Math.floor(tokens.length / 2) : -1;
          for (const [at, token] of tokens.entries()) {
            if (at === cutAt) {
              // The connection dies mid-answer, once what was written has left: no finish_reason, no [DONE].
              res.write(': \n\n', () => res.destroy());
              return;
            }
            if (options.tokensPerSecond) await pause(1000 / options.tokensPerSecond);
            delta({ content: token });
            round.firstContentAt ??= Date.now();
            round.lastContentAt = Date.now();
            round.tokens += 1;
          }
          delta({}, 'stop');
        }
        if (withUsage) send([], { usage });
        res.end('data: [DONE]\n\n');
      };
      setTimeout(() => void reply(), question.includes('lentement') ? 8000 : (options.delayMs ?? 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answered: answeredRounds,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
