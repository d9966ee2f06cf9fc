import fs from 'node:fs';
import express from 'express';

/**
 * The yardstick: a bare Express 5 app answering the home page's JSON as the real server gave it
 * (the member's with a cookie, the visitor's without), serialised on each request as the real one is.
 * Run in a process of its own by the bench: BODIES is a JSON file { visitor, member }; ROUTE the path
 * it answers (/api/home unless told, the live room's bench gives its state/get).
 */
const bodies = JSON.parse(fs.readFileSync(String(process.env.BODIES), 'utf8')) as { visitor: unknown; member: unknown };
const app = express();
app.get(process.env.ROUTE ?? '/api/home', (req, res) => {
  res.json(req.headers.cookie ? bodies.member : bodies.visitor);
});
app.get('/ready', (_req, res) => {
  res.json({ ready: true });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
