import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface WireMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
}

export interface FakeModel {
  /** The base URL to configure (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  /** The bodies of every chat completion request, in order. */
  requests: { messages: WireMessage[]; tools?: unknown[]; model: string }[];
  close(): Promise<void>;
}

const lastUserText = (messages: WireMessage[]) => [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';

function completion(model: string, message: object, finish: string) {
  return { id: `chatcmpl-${Date.now()}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, message, finish_reason: finish, logprobs: null }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } };
}

/** The first PMID a pubmed_query tool answer holds. */
function firstPmid(messages: WireMessage[]): string | null {
  for (const message of messages) {
    if (message.role !== 'tool' || !message.content) continue;
    const match = /"pmid":"(\d+)"/.exec(message.content);
    if (match) return match[1];
  }
  return null;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions) that plays a model by
 * the words of the last question: first two parallel tool calls (mesh_query and pubmed_query, with
 * distinct ids), then, given their answers, an answer citing the first PMID found. 'erreur modèle'
 * answers 500; 'lentement' waits 8 s; 'invente' also cites a PMID no search returned.
 */
export async function startFakeModel(port = 0, { delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeModel> {
  const requests: FakeModel['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return res.writeHead(404).end();
      const body = JSON.parse(raw) as FakeModel['requests'][number];
      requests.push(body);
      const question = lastUserText(body.messages);
      const send = (status: number, payload: object) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
      if (question.includes('erreur modèle')) return send(500, { error: { message: 'Le modèle est surchargé', type: 'server_error', code: 'overloaded' } });
      const answered = body.messages.some((message) => message.role === 'tool');
      const reply = () => {
        if (!answered) {
          return send(
            200,
            completion(body.model, { role: 'assistant', content: null, tool_calls: [
              { id: 'call_mesh_1', type: 'function', function: { name: 'mesh_query', arguments: JSON.stringify({ term: 'asthma' }) } },
              { id: 'call_pubmed_1', type: 'function', function: { name: 'pubmed_query', arguments: JSON.stringify({ query: 'severe asthma biologics', max_results: 2 }) } },
            ] }, 'tool_calls'),
          );
        }
        const pmid = firstPmid(body.messages);
        const invented = question.includes('invente') ? ' Une autre étude va dans le même sens (PMID: 99999999).' : '';
        const content = pmid ? `Les **biothérapies** réduisent les exacerbations de l’asthme sévère (PMID: ${pmid}).${invented}` : 'Je n’ai trouvé aucun article.';
        return send(200, completion(body.model, { role: 'assistant', content }, 'stop'));
      };
      setTimeout(reply, question.includes('lentement') ? 8000 : delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
