import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import { csrfTokenAtom } from '../session/csrfTokenAtom';
import { kitStore } from '../session/kitStore';
import { apiClientSettings } from './apiClient';
import { apiErrorOf, NETWORK_ERROR } from './apiErrorOf';
import { callEndpoint } from './callEndpoint';
import { UNEXPECTED_ANSWER, UnexpectedAnswerError } from './readAnswer';

const thing = z.object({ thing: z.literal('complete'), data: z.object({ id: z.number(), seen: z.string() }) });
const readThing = defineEndpoint({
  method: 'get',
  path: '/api/things/:id',
  input: z.object({ id: z.number(), tags: z.array(z.string()).optional() }),
  output: thing,
});
const saveThing = defineEndpoint({
  method: 'post',
  path: '/api/things/:id/save',
  input: z.object({ id: z.number(), title: z.string(), tags: z.array(z.string()) }),
  output: thing,
});
const saveJson = defineEndpoint({ ...saveThing, path: '/api/things/:id/json', encoding: 'json' });
const upload = defineEndpoint({
  method: 'post',
  path: '/api/things/upload',
  input: z.object({ name: z.string(), file: z.instanceof(Blob) }),
  output: thing,
  encoding: 'multipart',
});

interface Seen {
  method: string;
  url: string;
  csrf: string | undefined;
  type: string | undefined;
  body: string;
}

/** The API of the test: answers what the route says, and remembers what it received. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const received: Seen[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/ping') return response.end(JSON.stringify({ pong: 'complete', token: 'jeton-1' }));
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      csrf: request.headers['x-csrf-token'] as string | undefined,
      type: request.headers['content-type'],
      body,
    });
    response.statusCode = answer.status;
    response.end(JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiClientSettings.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  apiClientSettings.baseUrl = '';
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  kitStore.set(csrfTokenAtom, null);
});

const good = (seen: string) => ({ status: 200, body: { thing: 'complete', data: { id: 12, seen } } });

describe('callEndpoint', () => {
  it('GETs the address with the path filled and the other fields as a bracket query, and returns the typed answer', async () => {
    answer = good('lu');
    const result = await callEndpoint(readThing, { id: 12, tags: ['a', 'b c'] });
    const id: number = result.data.id;
    expect(id).toBe(12);
    expect(received).toEqual([{ method: 'GET', url: '/api/things/12?tags%5B%5D=a&tags%5B%5D=b+c', csrf: undefined, type: undefined, body: '' }]);
  });

  it('POSTs the other fields form-urlencoded with the CSRF token of /api/ping', async () => {
    answer = good('enregistré');
    const result = await callEndpoint(saveThing, { id: 12, title: 'Asthme sévère', tags: ['x'] });
    expect(result.data.seen).toBe('enregistré');
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/things/12/save',
      csrf: 'jeton-1',
      type: 'application/x-www-form-urlencoded',
      body: 'title=Asthme+s%C3%A9v%C3%A8re&tags%5B%5D=x',
    });
  });

  it('POSTs JSON or multipart when the endpoint says so', async () => {
    answer = good('ok');
    await callEndpoint(saveJson, { id: 3, title: 'BPCO', tags: [] });
    expect(received[0]).toMatchObject({ url: '/api/things/3/json', type: 'application/json', body: '{"title":"BPCO","tags":[]}' });

    await callEndpoint(upload, { name: 'notice', file: new Blob(['%PDF'], { type: 'application/pdf' }) });
    expect(received[1].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[1].body).toContain('name="name"\r\n\r\nnotice');
    expect(received[1].body).toContain('%PDF');
  });

  it('rejects an answer that drifted from the declaration with the French message', async () => {
    answer = { status: 200, body: { thing: 'complete', data: { id: '12', seen: 'lu' } } };
    const failure: unknown = await callEndpoint(readThing, { id: 12 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedAnswerError);
    expect(apiErrorOf(failure)).toBe(UNEXPECTED_ANSWER);
    expect(UNEXPECTED_ANSWER).toMatch(/^Réponse inattendue du serveur/);
    expect((failure as UnexpectedAnswerError).endpoint).toBe('GET /api/things/:id');
    expect((failure as UnexpectedAnswerError).issues[0].path).toEqual(['data', 'id']);
  });

  it("surfaces a 4xx's French log", async () => {
    answer = { status: 400, body: { result: false, error: 'invalid', log: 'Le titre est obligatoire.', msg: 'Le titre est obligatoire.' } };
    const failure = await callEndpoint(saveThing, { id: 12, title: '', tags: [] }).catch((error: unknown) => error);
    expect(apiErrorOf(failure)).toBe('Le titre est obligatoire.');
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await callEndpoint(readThing, { id: 1 }, { url: `http://127.0.0.1:${port}/api/things/1` }).catch((error: unknown) => error);
    expect(apiErrorOf(failure)).toBe(NETWORK_ERROR);
  });
});
