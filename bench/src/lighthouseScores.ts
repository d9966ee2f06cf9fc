import { judge } from './targets';

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  runtimeError?: { code: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

/** Runs per form factor: one Lighthouse run on a phone's simulated CPU moves by ±5 points, so the median of three is judged (Lighthouse's own advice on variability). */
const RUNS = 3;

const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * Lighthouse (performance only) on the home page against Debian's Chromium, mobile then desktop
 * (issue 7 §6: >= 90 mobile, >= 98 desktop, CLS < 0.05). Lighthouse is ESM and loaded here only.
 */
export async function lighthouseScores(url: string): Promise<string[]> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object, config?: object) => Promise<{ lhr: LighthouseResult } | undefined>;
  };
  const { launch } = (await import('chrome-launcher')) as unknown as { launch: (options: object) => Promise<{ port: number; kill(): Promise<void> | void }> };
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const lines: string[] = [`Lighthouse ${url}/ (performance, Debian Chromium):`];
  try {
    for (const [form, config, target] of [
      ['mobile', undefined, 90],
      ['desktop', desktopConfig, 98],
    ] as const) {
      const results: LighthouseResult[] = [];
      const failures: string[] = [];
      // A run whose trace Lighthouse could not read (NO_NAVSTART, 'Please run Lighthouse again') is run again, twice at most.
      for (let attempt = 0; results.length < RUNS && attempt < RUNS + 2; attempt += 1) {
        const run = await lighthouse(`${url}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }, config);
        if (!run) throw new Error('Lighthouse did not answer');
        if (run.lhr.runtimeError || run.lhr.categories.performance?.score == null) failures.push(run.lhr.runtimeError?.code ?? 'no score');
        else results.push(run.lhr);
      }
      if (results.length === 0) throw new Error(`Lighthouse failed every run (${failures.join(', ')})`);
      if (failures.length > 0) lines.push(`  ${form}: ${failures.length} run(s) run again (${failures.join(', ')})`);
      const sorted = [...results].sort((a, b) => scoreOf(a) - scoreOf(b));
      const lhr = sorted[Math.floor(sorted.length / 2)];
      const score = scoreOf(lhr);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const cls = Math.max(...results.map((result) => result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN));
      lines.push(
        `  ${form}: performance ${score} (median of ${results.map(scoreOf).join(', ')}), LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${cls.toFixed(3)} (the worst run), FCP ${(audit('first-contentful-paint') / 1000).toFixed(1)} s`,
      );
      lines.push(judge(`Lighthouse performance, ${form}`, String(score), `>= ${target}`, score >= target));
      lines.push(judge(`Cumulative layout shift, ${form}`, cls.toFixed(3), '< 0.05', cls < 0.05));
    }
  } finally {
    await chrome.kill();
  }
  return lines;
}
