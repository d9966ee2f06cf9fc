import express from 'express';
import request from 'supertest';
import { demoAssets } from './demoAssets';

const app = express().use(demoAssets());

describe('the demo tiles', () => {
  it('draw a session title over several lines under its theme, escaped', async () => {
    const answer = await request(app)
      .get('/demo/theme.svg')
      .query({ c: '#7a3ea1', t: 'Télésurveillance et intelligence artificielle en pneumologie', s: 'Innovations en pneumologie', v: '3' });
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    const svg = answer.body.toString() as string;
    const lines = [...svg.matchAll(/font-size="38"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(lines).toEqual(['Télésurveillance et', 'intelligence artificielle', 'en pneumologie']);
    expect(svg).toContain('>Innovations en pneumologie<');
    expect(svg).toContain('stop-color="#7a3ea1"');
  });

  it('cut a title too long for three lines with an ellipsis, and never let markup through', async () => {
    const answer = await request(app)
      .get('/demo/theme.svg')
      .query({ t: 'Un titre <b>très</b> long qui ne tiendra jamais sur trois lignes de vingt-six caractères' });
    const svg = answer.body.toString() as string;
    const lines = [...svg.matchAll(/font-size="38"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>Canal Pneumo<');
  });
});
