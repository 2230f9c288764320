import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-id';

/**
 * What the servers write: one JSON object a line (pino), on stdout, at LOG_LEVEL (default `info`;
 * `silent` under the test runner unless LOG_LEVEL says otherwise). Every line written while a request
 * is served carries its `requestId`, at the gateway, in the backend and in the SQL lines alike.
 *
 * Logs are read by more people than the database is, so they never carry what shoppers typed or the
 * secrets they hold: values under keys that name a secret (password, token, authorization, cookie,
 * signature, OTP, hash) are replaced, mobile numbers keep their last two digits and e-mail addresses
 * their first letter and domain, wherever they appear in a line, its message included. A failed SQL
 * statement is logged as its text (placeholders, not values) and PostgreSQL's error code; the error
 * objects TypeORM throws are never printed whole, because their `parameters` (and, for some codes,
 * their message and `detail`) hold password hashes, e-mail addresses, phone numbers and addresses.
 */

/** A statement longer than this is cut: a bulk insert's text says nothing more after its first lines. */
const MAX_STATEMENT_CHARS = 2000;

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  query?: unknown;
  driverError?: DatabaseErrorFields;
  severity?: unknown;
}

/** The statement on one line, shortened. */
export function statementForLog(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_STATEMENT_CHARS ? `${oneLine.slice(0, MAX_STATEMENT_CHARS)}…` : oneLine;
}

/** PostgreSQL's SQLSTATE and the constraint or table it names: enough to find the cause, nothing a shopper typed. */
export function databaseErrorSummary(err: unknown): string {
  const e = (err ?? {}) as DatabaseErrorFields;
  const fields = e.driverError ?? e;
  const parts = [`code ${typeof fields.code === 'string' ? fields.code : 'unknown'}`];
  if (typeof fields.constraint === 'string') parts.push(`constraint ${fields.constraint}`);
  else if (typeof fields.table === 'string') parts.push(`table ${fields.table}`);
  return parts.join(', ');
}

/** A database error: TypeORM's QueryFailedError (it carries `driverError`) or the driver's own (it carries a SQLSTATE and a severity). */
function isDatabaseError(err: unknown): err is Error & DatabaseErrorFields {
  if (!(err instanceof Error)) return false;
  const e = err as DatabaseErrorFields;
  return e.driverError !== undefined || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && e.severity !== undefined);
}

/** The error a GraphQL error wraps, when it wraps one. */
function unwrap(err: unknown): unknown {
  let current = err;
  for (let i = 0; i < 5 && current instanceof Error && 'originalError' in current && current.originalError; i += 1) {
    current = current.originalError;
  }
  return current;
}

/** One line (plus a stack for programming errors) that is safe to log. */
export function describeForLog(err: unknown): string {
  const e = unwrap(err);
  if (isDatabaseError(e)) {
    const query = typeof e.query === 'string' ? `: ${statementForLog(e.query)}` : '';
    return `${e.name} (${databaseErrorSummary(e)})${query}`;
  }
  if (e instanceof Error) return e.stack ?? `${e.name}: ${e.message}`;
  return `a thrown ${typeof e}`;
}

/** An error nobody expected, logged without the values it may carry. */
export function logUnexpected(scope: string, err: unknown): void {
  log.error({ scope, err }, 'unexpected error');
}

// ---------------------------------------------------------------- personal data and secrets

/** An Indian mobile number in any text: ten digits from 6-9, with or without +91 or 0 in front. */
const MOBILE = /(?<![0-9A-Za-z])(?:\+?91[ -]?|0)?[6-9][0-9]{9}(?![0-9A-Za-z])/g;
const EMAIL = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** A JSON Web Token (three base64url parts, the first a JSON header) or any credential after an auth scheme. */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const AUTH_SCHEME = /\b(bearer|basic)\s+[^\s"',;]+/gi;
/** Keys whose values are secrets: never written, whatever they hold. */
const SECRET_KEY = /pass(word|wd)?|secret|token|authori[sz]ation|cookie|signature|otp|hash|api[-_]?key|credential/i;
/** Keys whose values are a shopper's contact details or address: masked or replaced. */
const CONTACT_KEY = /mobile|phone|e-?mail/i;
const ADDRESS_KEY = /^(address|landmark|username|full_?name|customer_?name)$/i;
/** Text none of the masks could change (most of it: routes, codes, statements) is passed over with one scan. */
const MAYBE_PERSONAL = /[0-9]{10}|@|eyJ|bearer|basic/i;
export const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

type KeyKind = 'secret' | 'contact' | 'address' | 'plain';
/** What each key is, worked out once per key name (they are few: the code's own field names). */
const keyKinds = new Map<string, KeyKind>();
function kindOf(key: string): KeyKind {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    kind = SECRET_KEY.test(key) ? 'secret' : ADDRESS_KEY.test(key) ? 'address' : CONTACT_KEY.test(key) ? 'contact' : 'plain';
    if (keyKinds.size < 10_000) keyKinds.set(key, kind);
  }
  return kind;
}

/** Tokens are dropped; mobile numbers keep their last two digits, e-mail addresses their first letter and domain. */
export function maskPersonalData(text: string): string {
  if (!MAYBE_PERSONAL.test(text)) return text;
  return text
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(MOBILE, (m) => `********${m.slice(-2)}`)
    .replace(EMAIL, '$1***@$2');
}

function maskContact(value: unknown): unknown {
  if (typeof value !== 'string') return value === null || value === undefined ? value : REDACTED;
  const masked = maskPersonalData(value);
  return masked !== value ? masked : `***${value.slice(-2)}`;
}

/** A copy of `value` safe to log: secrets replaced, contact details masked, at any depth. Errors are left to the `err` serializer. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (depth >= MAX_DEPTH) return '[deeper]';
  if (Array.isArray(value)) return value.map((v) => redactForLog(v, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    const kind = kindOf(key);
    if (kind === 'plain') out[key] = typeof v === 'number' || typeof v === 'boolean' ? v : redactForLog(v, depth + 1);
    else if (kind === 'contact') out[key] = maskContact(v);
    else out[key] = v === undefined ? v : REDACTED;
  }
  return out;
}

// ---------------------------------------------------------------- the logger

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL when it names a level; otherwise `info`, or `silent` under the test runner (tests read logs through captureLogs). */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): string {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked && LEVELS.includes(asked)) return asked;
  return env.VITEST ? 'silent' : 'info';
}

/**
 * Lines made in one turn of the event loop go to stdout together, in one write (and at once past this
 * many bytes): a busy server logs a line per request, and handing each line to the destination on its
 * own cost more than making it (SonicBoom measures the bytes of its whole pending buffer on each write).
 * Whatever is pending is written when the process exits.
 */
const LOG_BATCH_BYTES = 16 * 1024;

/** Where lines go: stdout (asynchronously, in batches, flushed on exit), or a test's capture. */
let stdout: pino.DestinationStream | undefined;
let capture: ((line: string) => void) | undefined;
let pending: string[] = [];
let pendingBytes = 0;
let flushScheduled = false;
function flushPending() {
  flushScheduled = false;
  if (pending.length === 0) return;
  const text = pending.length === 1 ? pending[0]! : pending.join('');
  pending = [];
  pendingBytes = 0;
  (stdout ??= pino.destination({ dest: 1, sync: false })).write(text);
}
// Registered before pino's own exit handler (made with the destination), which then writes what is left synchronously.
process.once('exit', flushPending);
const sink = {
  write(line: string) {
    if (capture) return capture(line);
    pending.push(line);
    pendingBytes += line.length;
    if (pendingBytes >= LOG_BATCH_BYTES) flushPending();
    else if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushPending);
    }
  },
};

/**
 * pino's isoTime, made once per millisecond: `toISOString()` was the costliest part of a request's
 * line, and a busy server writes several lines in the same millisecond.
 */
let timeMs = -1;
let timeField = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/**
 * The process's logger. A part of the shop names itself with a `scope` field in each line (not with a
 * child logger: children keep the level they were made with, and tests change it).
 */
export const log: Logger = pino(
  {
    level: logLevelFrom(),
    base: { pid: process.pid },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    // The usual places of secrets, for objects that reach the line without passing logMethod (child bindings).
    redact: {
      paths: ['authorization', 'cookie', 'password', 'token', 'signature', 'razorpay_signature', 'headers.authorization', 'headers.cookie', 'req.headers.authorization', 'req.headers.cookie'],
      censor: REDACTED,
    },
    serializers: {
      err: (e: unknown) => ({ type: e instanceof Error ? e.name : typeof e, message: maskPersonalData(describeForLog(e)) }),
    },
    hooks: {
      logMethod(args, method) {
        const safe = args.map((a: unknown) => redactForLog(a)) as Parameters<typeof method>;
        return method.apply(this, safe);
      },
    },
  },
  sink,
);

export interface CapturedLogs {
  /** Every line written since the capture began, parsed. */
  lines(): Record<string, unknown>[];
  /** The same lines as written. */
  text(): string;
  stop(): void;
}

/**
 * Tests: every line the process logs, at `level` or above, goes to memory instead of stdout until
 * `stop()` (the previous level comes back).
 */
export function captureLogs(level = 'debug'): CapturedLogs {
  const written: string[] = [];
  const previous = log.level;
  capture = (line) => void written.push(line);
  log.level = level;
  return {
    lines: () => written.map((l) => JSON.parse(l) as Record<string, unknown>),
    text: () => written.join(''),
    stop() {
      capture = undefined;
      log.level = previous;
    },
  };
}

/** A string as JSON, as pino writes it. */
const jsonString = (value: string) => JSON.stringify(value);

/**
 * The one line per request (edge/observed-requests.ts), written as pino would write it (the same fields
 * in the same order: level, time, pid, requestId, scope, method, route, path, status, ms, msg) without
 * going through pino's generic path (hooks, mixin, merge, a walk over the object): about a tenth of the
 * cost, for the line written most often. The caller masks what the client sent (id, path).
 */
export function logRequestLine(level: 'debug' | 'info' | 'warn', f: { scope: string; requestId: string; method: string; route: string; path: string; status: number; ms: number }): void {
  if (!log.isLevelEnabled(level)) return;
  sink.write(
    `{"level":"${level}"${isoTime()},"pid":${process.pid},"requestId":${jsonString(f.requestId)},"scope":${jsonString(f.scope)},"method":${jsonString(f.method)},"route":${jsonString(f.route)},"path":${jsonString(f.path)},"status":${f.status},"ms":${f.ms},"msg":"request"}\n`,
  );
}
