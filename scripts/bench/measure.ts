// Shared bits of `npm run bench`: timing a spawned process, medians, the Markdown table.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

export interface Row {
  benchmark: string;
  measured: string;
  floor: string;
  /** measured / floor. */
  ratio: number;
  /** e.g. `≤ 1.10×`, compared with `ratio`. */
  target: number;
  /** Extra condition the row must meet besides the ratio (e.g. 429s per window). */
  extraOk?: boolean;
  note?: string;
}

/** The opening lines of the alert files (a) and (b) sync: defaults, then the `alerts:` list. */
export const ALERT_FILE_HEADER: readonly string[] = [
  'version: 1',
  'defaults:',
  '  interval: 5m',
  '  thresholdType: above',
  '  channel: { webhook: oncall }',
  'alerts:',
];

/** Preloaded into a child (`--import`): writes its peak RSS (bytes) to $BENCH_RSS_FILE when it exits. */
export const REPORT_RSS = `import { writeFileSync } from 'node:fs';
process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS * 1024)));
`;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export const ms = (x: number): string => `${Math.round(x)} ms`;

/** Wall time from spawn to exit of `node <args>` with the same Node binary as this process. */
export function timeNode(args: string[], env: Record<string, string>): Promise<{ ms: number; code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ms: performance.now() - start, code: code ?? -1, stdout, stderr }));
  });
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version} (${process.platform}/${process.arch})`;
}

export function table(rows: Row[]): string {
  const lines = ['| benchmark | measured | floor | ratio | target | met? |', '|---|---|---|---|---|---|'];
  for (const r of rows) {
    const met = r.ratio <= r.target && r.extraOk !== false;
    lines.push(
      `| ${r.benchmark} | ${r.measured} | ${r.floor} | ${r.ratio.toFixed(2)}× | ≤ ${r.target.toFixed(2)}×${r.note ? `, ${r.note}` : ''} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}
