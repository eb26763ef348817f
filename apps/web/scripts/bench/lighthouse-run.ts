// One Lighthouse mobile run (simulated throttling, performance only) on a page, as `npm run
// bench` measures the product's and the peer's first pages alike.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const LighthouseReportSchema = z.object({
  lighthouseVersion: z.string(),
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.optional(z.number()) })),
});

export interface LighthouseFigures {
  version: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * One Lighthouse run, tried up to three times: Lighthouse itself sometimes loses the trace of a
 * load ("NO_NAVSTART ... Please run Lighthouse again").
 */
export function lighthouse(url: string, attempts = 3): LighthouseFigures {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`Lighthouse failed on ${url}; running it again`);
    return lighthouse(url, attempts - 1);
  }
}

function lighthouseOnce(url: string): LighthouseFigures {
  const folder = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const out = path.join(folder, 'report.json');
  try {
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@13.5.0',
        url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--quiet',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        stdio: ['ignore', 'inherit', 'pipe'],
        env: { ...process.env, CHROME_PATH: existsSync(chrome) ? chrome : undefined },
      },
    );
    const report = LighthouseReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      version: report.lighthouseVersion,
      performance: Math.round(report.categories.performance.score * 100),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
