import express, { type Router } from 'express';

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const colourOf = (value: unknown) => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#1d5fa8');
const textOf = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function initials(name: string): string {
  const words = name
    .replace(/^(Pr|Dr|Mme|M\.)\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A tile's title: at most 3 lines of 26 characters at 38 px, the last one ending with '…' when cut. */
const TILE_LINE = 26;
const TILE_LINES = 3;

/** `text` cut into lines of at most `width` characters at spaces, `count` lines at most. */
function wrapped(text: string, width: number, count: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= width) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word.slice(0, width));
  }
  if (lines.length > count) lines.splice(count - 1, lines.length, `${lines[count - 1].slice(0, width - 1)}…`);
  return lines;
}

/**
 * The demo's pictures and player, drawn here so that the demo needs no file and no internet:
 * session and theme tiles (`t` the title, wrapped at the bottom left where a phone's crop keeps it,
 * `s` the line above it, `v` a variant of the decoration), host avatars, and a player page standing
 * in for the broadcaster's embed.
 */
export function demoAssets(): Router {
  const router = express.Router();
  router.get('/demo/theme.svg', (req, res) => {
    const colour = colourOf(req.query.c);
    const kicker = escapeXml(textOf(req.query.s, 40) || 'Canal Pneumo');
    const lines = wrapped(textOf(req.query.t, 120), TILE_LINE, TILE_LINES).map(escapeXml);
    const variant = Number.parseInt(textOf(req.query.v, 4), 10) || 0;
    const title = lines
      .map(
        (line, index) =>
          `<text x="40" y="${318 - (lines.length - 1 - index) * 46}" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${line}</text>`,
      )
      .join('');
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${(1 - (variant % 3) * 0.35).toFixed(2)}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b2545"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="${440 + ((variant * 67) % 160)}" cy="${50 + ((variant * 41) % 110)}" r="${100 + ((variant * 29) % 50)}" fill="#fff" fill-opacity=".08"/><circle cx="${600 - ((variant * 53) % 120)}" cy="300" r="80" fill="#fff" fill-opacity=".06"/>${title}<text x="40" y="70" font-family="Arial, sans-serif" font-size="22" fill="#fff" fill-opacity=".85">${kicker}</text></svg>`,
    );
  });
  router.get('/demo/avatar.svg', (req, res) => {
    const name = textOf(req.query.n, 60);
    const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},45%,42%)"/><text x="48" y="60" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text></svg>`,
    );
  });
  router.get('/demo/player.html', (req, res) => {
    const title = escapeXml(textOf(req.query.titre, 120));
    const live = req.query.direct === '1';
    res.type('text/html; charset=utf-8');
    res.send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title><style>html,body{margin:0;height:100%;background:#0b1d33;color:#fff;font-family:Arial,sans-serif}main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;text-align:center;padding:16px;box-sizing:border-box}.badge{background:${live ? '#d4380d' : '#1d5fa8'};padding:4px 12px;border-radius:4px;font-weight:700;letter-spacing:.05em}h1{font-size:clamp(16px,3vw,28px);margin:0;max-width:90%}p{opacity:.8;margin:0}</style></head><body><main><span class="badge">${live ? 'EN DIRECT' : 'REPLAY'}</span><h1>${title}</h1><p>Lecteur de démonstration : en production, le lecteur du diffuseur s’affiche ici.</p></main></body></html>`,
    );
  });
  return router;
}
