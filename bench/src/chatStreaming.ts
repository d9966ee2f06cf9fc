import OpenAI from 'openai';
import { chromium, type Page } from 'playwright-core';
import { startFakeEutils } from '../../services/chat/src/testing/fakeEutilsServer';
import { startFakeModel, type FakeModel } from '../../services/chat/src/testing/fakeModelServer';
import { logIn, startAllInOne } from './allInOneServer';
import { judge } from './targets';

/** Issue 24 §1: the fake model writes 50 tokens a second. */
const TOKENS_PER_SECOND = 50;
const QUESTIONS = 3;
/** Targets: the first word on screen after 'Envoyer' (a round of searches at NCBI's pace of 3 requests a second comes first), and what the way through the platform adds to each word. */
const FIRST_TOKEN_MS = 2500;
const FIRST_TOKEN_OVERHEAD_MS = 100;
const LAST_TOKEN_OVERHEAD_MS = 100;

interface Shown {
  at: number;
  length: number;
  status: string | undefined;
}

interface PageRun {
  sentAt: number;
  firstShownAt: number;
  lastGrowthAt: number;
}

/**
 * Run in the page (as text: the bench is Node code, type-checked without the DOM): when 'Envoyer' is
 * clicked, and each time the answer's bubble changes length or status, in window.benchChat.
 */
const RECORD_ANSWER_GROWTH = `(() => {
  const record = { sentAt: 0, shown: [] };
  window.benchChat = record;
  document.addEventListener('click', (event) => {
    if (record.sentAt === 0 && event.target?.closest?.('button')?.textContent?.trim() === 'Envoyer') record.sentAt = Date.now();
  }, { capture: true });
  new MutationObserver(() => {
    const bubble = document.querySelector('[aria-label="Réponse de l\\'assistant"]');
    if (!bubble) return;
    const length = bubble.textContent?.length ?? 0;
    const last = record.shown.at(-1);
    if (!last || last.length !== length || last.status !== bubble.dataset.status) record.shown.push({ at: Date.now(), length, status: bubble.dataset.status });
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** One question asked in the page: when 'Envoyer' was clicked, when the answer's first words showed, when it last grew (epoch ms, the machine's clock). */
async function askInPage(page: Page, question: string): Promise<PageRun> {
  await page.getByRole('button', { name: /Nouvelle discussion$/ }).click();
  // The new, empty discussion is open (not the previous one's composer, still on screen a moment).
  await page.getByText("Pas de message pour l'instant").waitFor();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await page.evaluate(RECORD_ANSWER_GROWTH);
  await composer.fill(question);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page.locator('[aria-label="Réponse de l\'assistant"][data-status="completed"]').waitFor({ timeout: 60_000 });
  const { sentAt, shown } = await page.evaluate<{ sentAt: number; shown: Shown[] }>('window.benchChat');
  const writing = shown.filter((entry) => entry.status === 'in_progress' && entry.length > 0);
  if (sentAt === 0 || writing.length === 0) throw new Error('the page showed no answer being written');
  return { sentAt, firstShownAt: writing[0].at, lastGrowthAt: writing.at(-1)?.at ?? Number.NaN };
}

/** The same answering request, straight to the fake model: first word and end, from the request (ms). */
async function directCall(model: FakeModel, body: FakeModel['requests'][number]): Promise<{ firstToken: number; end: number }> {
  const client = new OpenAI({ baseURL: model.url, apiKey: 'bench', maxRetries: 0 });
  const started = performance.now();
  let firstToken = Number.NaN;
  const stream = await client.chat.completions.create({ model: body.model, messages: body.messages as OpenAI.Chat.ChatCompletionMessageParam[], stream: true });
  for await (const chunk of stream) if (chunk.choices[0]?.delta?.content && Number.isNaN(firstToken)) firstToken = performance.now() - started;
  return { firstToken, end: performance.now() - started };
}

/**
 * GPTPubMed's streaming, in Chromium against the all-in-one server over `databaseUrl`: the fake
 * model writes 50 tokens a second, the fake NCBI answers at once (the server's pacer keeps NCBI's
 * 3 requests a second). Per question: the time from 'Envoyer' to the first word on screen, and
 * what the platform adds to the words against the fake's own timestamps; then the same answering
 * request sent straight to the fake, for its own first word and end.
 */
export async function chatStreamingBench(databaseUrl: string): Promise<string[]> {
  const model = await startFakeModel(0, { tokensPerSecond: TOKENS_PER_SECOND });
  const eutils = await startFakeEutils();
  const server = await startAllInOne({ DATABASE_URL: databaseUrl, OPENAI_BASE_URL: model.url, CHAT_MODEL: 'gpt-4o-mini', NCBI_BASE_URL: eutils.url });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const cookies = (await logIn(server.url, 'dr.martin@exemple.fr', 'Pneumo2026')).split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    });
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    // The page's socket first (socket.io upgrades its polling to a websocket): then the words come as they are written.
    const socketOpen = page.waitForEvent('websocket', (socket) => socket.url().includes('/api/gpt/socket.io/'));
    await page.goto(`${server.url}/GPTPubMed`);
    await socketOpen;
    const accept = page.getByRole('button', { name: "J'accepte" });
    if (await accept.isVisible()) await accept.click();

    const runs: Array<{
      firstToken: number;
      firstOverhead: number;
      lastOverhead: number;
      roundInPage: number;
      direct: { firstToken: number; end: number };
      tokens: number;
    }> = [];
    for (let at = 0; at < QUESTIONS; at += 1) {
      const shown = await askInPage(page, `Question ${at + 1} : quelle place pour les biothérapies dans l’asthme sévère ?`);
      const round = model.answered.at(-1);
      const answering = model.requests.at(-1);
      if (!round?.firstContentAt || !round.lastContentAt || !answering) throw new Error('the fake model wrote no answer');
      const direct = await directCall(model, answering);
      runs.push({
        firstToken: shown.firstShownAt - shown.sentAt,
        firstOverhead: shown.firstShownAt - round.firstContentAt,
        lastOverhead: shown.lastGrowthAt - round.lastContentAt,
        roundInPage: shown.lastGrowthAt - round.startedAt,
        direct,
        tokens: round.tokens,
      });
    }
    const firstToken = median(runs.map((run) => run.firstToken));
    const firstOverhead = median(runs.map((run) => run.firstOverhead));
    const lastOverhead = median(runs.map((run) => run.lastOverhead));
    return [
      `GPTPubMed streaming (issue 24 §1), all-in-one server, Chromium; fake model at ${TOKENS_PER_SECOND} tokens/s, fake NCBI at the server's 3 requests/s; median of ${QUESTIONS} questions:`,
      `  first word on screen after 'Envoyer': ${ms(firstToken)} (runs ${runs.map((run) => ms(run.firstToken)).join(', ')}: a model call with two searches, 5 NCBI requests, then the answering call)`,
      `  answering call (${runs[0]?.tokens ?? 0} tokens): direct to the fake, first word ${ms(median(runs.map((run) => run.direct.firstToken)))} and end ${ms(median(runs.map((run) => run.direct.end)))}; through the platform to the page, last word ${ms(median(runs.map((run) => run.roundInPage)))} after the fake got the request`,
      `  streaming overhead (page time minus the fake's sending time): first word +${ms(firstOverhead)}, last word +${ms(lastOverhead)}`,
      judge('GPTPubMed: first word on screen after sending', ms(firstToken), `≤ ${ms(FIRST_TOKEN_MS)}`, firstToken <= FIRST_TOKEN_MS),
      judge('GPTPubMed: streaming overhead, first word', ms(firstOverhead), `≤ ${ms(FIRST_TOKEN_OVERHEAD_MS)}`, firstOverhead <= FIRST_TOKEN_OVERHEAD_MS),
      judge('GPTPubMed: streaming overhead, last word', ms(lastOverhead), `≤ ${ms(LAST_TOKEN_OVERHEAD_MS)}`, lastOverhead <= LAST_TOKEN_OVERHEAD_MS),
    ];
  } finally {
    await browser.close();
    await server.stop();
    await model.close();
    await eutils.close();
  }
}
