import type { Test } from 'supertest';

type BodyParser = Parameters<Test['parse']>[0];

/** supertest's parser for a body read as bytes (files, exports, pictures): `.buffer(true).parse(binaryBody)`. */
export const binaryBody: BodyParser = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
