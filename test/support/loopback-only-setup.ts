import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The guard every Node process of the run loads: refuses and records connections and lookups outside loopback. */
export const LOOPBACK_ONLY_PRELOAD = path.resolve('scripts/loopback-only.cjs');

export interface Violation {
  pid: number;
  argv: string[];
  kind: string;
  host: string;
  port: number | null;
  stack: string[];
}

export function readViolations(file: string): Violation[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Violation);
}

/** What a failed run prints: each refused attempt, where it was going and who asked. */
export function violationReport(violations: Violation[]): string {
  const lines = violations.map((v) => {
    const where = v.port === null ? v.host : `${v.host}:${v.port}`;
    return [`- ${v.kind} to ${where} (pid ${v.pid}, ${v.argv.join(' ')})`, ...v.stack.slice(0, 5).map((f) => `    at ${f}`)].join('\n');
  });
  return `Tests tried to reach ${violations.length} place(s) outside loopback; the shop must not, unless its owner asks:\n${lines.join('\n')}`;
}

/**
 * Nothing leaves the machine during a test run. The guard goes into NODE_OPTIONS, so the test workers
 * and every Node process they start (the launcher, its cluster workers, the client build) load it, and
 * into this process too; the run fails at the end if any of them tried. Chromium is no Node process
 * and is kept off the network by its own flags (e2e/support/browser.ts).
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-loopback-only-'));
  const log = path.join(dir, 'violations.jsonl');
  process.env.LOOPBACK_ONLY_LOG = log;
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--require "${LOOPBACK_ONLY_PRELOAD}"`].filter(Boolean).join(' ');
  // npm asks the registry whether a newer npm exists; a test run has no business doing that.
  process.env.npm_config_update_notifier = 'false';
  createRequire(import.meta.url)(LOOPBACK_ONLY_PRELOAD);
  return () => {
    const violations = readViolations(log);
    fs.rmSync(dir, { recursive: true, force: true });
    if (violations.length === 0) return;
    // Vitest only logs an error thrown here; the exit code is what fails the run.
    process.exitCode = 1;
    throw new Error(violationReport(violations));
  };
}
