import { z } from 'zod';
import { defineEndpoint, endpointUrl, pathParamNames } from './defineEndpoint';
import * as publicApi from './public';

const live = defineEndpoint({ method: 'post', path: '/api/live/:id', input: z.object({ id: z.number() }), output: z.object({}) });
const page = defineEndpoint({ method: 'get', path: '/cache/:kind/:id/:file', input: z.object({}), output: z.object({}) });

describe('endpointUrl: the address the browser calls', () => {
  it('keeps a path without parameters as it is', () => {
    expect(endpointUrl(publicApi.home)).toBe('/api/home');
    expect(endpointUrl(publicApi.ping, {})).toBe('/api/ping');
  });

  it('fills each parameter, numbers included', () => {
    expect(endpointUrl(live, { id: 12 })).toBe('/api/live/12');
    expect(endpointUrl(page, { kind: 'news', id: '3', file: 'vignette.png' })).toBe('/cache/news/3/vignette.png');
  });

  it('percent-encodes what would change the path', () => {
    expect(endpointUrl(page, { kind: 'news', id: 1, file: 'a b/../c?d#e.png' })).toBe('/cache/news/1/a%20b%2F..%2Fc%3Fd%23e.png');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => endpointUrl(live, {})).toThrow('« id » manquant');
    expect(() => endpointUrl(live, { id: '' })).toThrow('« id » manquant');
  });

  it('lists the parameter names', () => {
    expect(pathParamNames(page.path)).toEqual(['kind', 'id', 'file']);
    expect(pathParamNames('/api/home')).toEqual([]);
  });
});
