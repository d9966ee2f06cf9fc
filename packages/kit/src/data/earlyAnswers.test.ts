import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineEndpoint, earlyCall } from '@canal/contracts/core';
import { apiClientSettings } from '../api/apiClient';
import { UnexpectedAnswerError } from '../api/readAnswer';
import { askEarly, takeEarlyAnswer } from './earlyAnswers';

const counter = defineEndpoint({
  method: 'get',
  path: '/api/counter',
  input: z.object({ api: z.string(), page: z.number().optional() }),
  output: z.object({ count: z.number() }),
});
const misdeclared = defineEndpoint({ method: 'get', path: '/api/counter', input: z.object({ api: z.string() }), output: z.object({ total: z.number() }) });

describe('early answers', () => {
  let server: http.Server;
  let asked = 0;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      asked += 1;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ count: asked }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiClientSettings.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    apiClientSettings.baseUrl = '';
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives the page the answer asked at start, once, for the same call only', async () => {
    askEarly(earlyCall(counter, { api: '3' }));
    expect(takeEarlyAnswer(counter, { api: '2' })).toBeNull();
    await expect(takeEarlyAnswer(counter, { api: '3' })).resolves.toEqual({ count: 1 });
    expect(takeEarlyAnswer(counter, { api: '3' })).toBeNull();
    expect(asked).toBe(1);
  });

  it('matches the route’s data to the page’s input whatever the order of their keys', async () => {
    askEarly({ method: 'get', path: '/api/counter', input: { page: 2, api: '3' } });
    await expect(takeEarlyAnswer(counter, { api: '3', page: 2 })).resolves.toEqual({ count: 2 });
    expect(asked).toBe(2);
  });

  it('reads the early answer with the page’s endpoint: a drift is the same clear error as a call’s', async () => {
    askEarly(earlyCall(misdeclared, { api: '3' }));
    await expect(takeEarlyAnswer(misdeclared, { api: '3' })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });
});
