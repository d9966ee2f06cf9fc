import type { z } from 'zod';
import { endpointUrl, pathParamNames, type Endpoint } from '@canal/contracts/core';
import { sendApiRequest, type ApiRequest } from './apiClient';
import { encodeForm, type FormValue } from './encodeForm';
import { readAnswer } from './readAnswer';

export interface CallOptions {
  /**
   * The address to call instead of the endpoint's path, for addresses the server hands out (a
   * form's postUrl, a list's sub-panel url, a filter's own url); the answer is still read with the
   * endpoint's output schema.
   */
  url?: string;
  signal?: AbortSignal;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function isFormValue(value: unknown): value is FormValue {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isFormValue);
  return isFields(value) && !(value instanceof Blob) && Object.values(value).every(isFormValue);
}

/** The input's fields that are not path parameters, as the query or the body sends them. */
function formFields(fields: Fields): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!isFormValue(value)) throw new TypeError(`callEndpoint: le champ « ${key} » ne peut pas être envoyé en formulaire`);
    values[key] = value;
  }
  return values;
}

function withQuery(url: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** Files go as they are; every other field as form-urlencoded would write it (bracket arrays). */
function multipartBody(fields: Fields): FormData {
  const body = new FormData();
  const rest: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) body.append(key, value);
    else rest[key] = value;
  }
  for (const [key, value] of encodeForm(formFields(rest))) body.append(key, value);
  return body;
}

function requestBody(encoding: Endpoint['encoding'], fields: Fields): Pick<ApiRequest, 'body' | 'contentType'> {
  switch (encoding ?? 'form') {
    case 'json':
      return { body: JSON.stringify(fields), contentType: 'application/json' };
    case 'multipart':
      // The browser (or Node) writes the multipart boundary itself.
      return { body: multipartBody(fields) };
    case 'form':
      return { body: encodeForm(formFields(fields)), contentType: 'application/x-www-form-urlencoded' };
  }
}

/** What a call needs of its endpoint to be sent: its method, address and encoding (an early call carries no schema). */
export type EndpointAddress = Pick<Endpoint, 'method' | 'path' | 'encoding'>;

/**
 * Sends a call as the endpoint says: fills the path parameters from `input`, sends the other fields
 * as the query (GET) or the body in the endpoint's encoding (POST), through the one API client
 * (cookies, CSRF). Answers the body unread: callEndpoint reads it with the endpoint's output schema.
 */
export function sendEndpointCall(endpoint: EndpointAddress, input: unknown, options: CallOptions = {}): Promise<unknown> {
  const fields: Fields = isFields(input) ? { ...input } : {};
  const params: Record<string, string | number> = {};
  for (const name of pathParamNames(endpoint.path)) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    delete fields[name];
  }
  const address = options.url ?? endpointUrl(endpoint, params);
  if (endpoint.method === 'get') return sendApiRequest({ method: 'get', url: withQuery(address, encodeForm(formFields(fields))), signal: options.signal });
  return sendApiRequest({ method: 'post', url: address, ...requestBody(endpoint.encoding, fields), signal: options.signal });
}

/**
 * Calls an endpoint declared in the contracts (sendEndpointCall) and returns the answer parsed with
 * the endpoint's output schema. Rejects with an HttpFailure for a 4xx/5xx (read it with apiErrorOf)
 * and with an UnexpectedAnswerError when a success answer does not match the declaration.
 */
export async function callEndpoint<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  input: z.input<I>,
  options: CallOptions = {},
): Promise<z.output<O>> {
  return readAnswer(endpoint, await sendEndpointCall(endpoint, input, options));
}
