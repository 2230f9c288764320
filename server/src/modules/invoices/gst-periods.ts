import { badInput } from '../../common/errors';

/** A span of India's calendar days, both ends included (YYYY-MM-DD), and the instants it runs between. */
export interface DaySpan {
  from: string;
  to: string;
  /** Midnight India time at the start of `from`, and at the end of `to` (exclusive). */
  startsAt: Date;
  endsAt: Date;
}

/** The longest span a register or summary covers in one request: a financial year and a day. */
export const MAX_SPAN_DAYS = 366;

export const PERIOD_MESSAGES = {
  period: 'The period must be a month as MMYYYY, e.g. 112026 for November 2026.',
  day: (name: string) => `${name} must be a date as YYYY-MM-DD.`,
  order: 'The start date must not be after the end date.',
  span: `A report covers at most ${MAX_SPAN_DAYS} days.`,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight India time (UTC+5:30, no daylight saving) at the start of a calendar day. */
const indiaMidnight = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d) - 330 * 60_000);

function parseDay(value: string | undefined, name: string): [number, number, number] {
  const m = DAY.exec(value ?? '');
  if (!m) throw badInput(PERIOD_MESSAGES.day(name));
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || y < 2017) throw badInput(PERIOD_MESSAGES.day(name));
  return [y, mo, d];
}

/** The days from `from` to `to`, both included; refused (BAD_USER_INPUT) when malformed, reversed or too long. */
export function daySpan(from: string | undefined, to: string | undefined): DaySpan {
  const a = parseDay(from, 'from');
  const b = parseDay(to, 'to');
  const startsAt = indiaMidnight(...a);
  const endsAt = indiaMidnight(b[0], b[1], b[2] + 1);
  if (endsAt <= startsAt) throw badInput(PERIOD_MESSAGES.order);
  if ((endsAt.getTime() - startsAt.getTime()) / 86_400_000 > MAX_SPAN_DAYS) throw badInput(PERIOD_MESSAGES.span);
  return { from: from!, to: to!, startsAt, endsAt };
}

/** A GST return period (MMYYYY, as `fp` writes it) as its days. */
export function monthSpan(period: string | undefined): DaySpan & { fp: string } {
  const m = /^(0[1-9]|1[0-2])(\d{4})$/.exec(period ?? '');
  if (!m || Number(m[2]) < 2017 || Number(m[2]) > 2099) throw badInput(PERIOD_MESSAGES.period);
  const [month, year] = [Number(m[1]), Number(m[2])];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ...daySpan(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`), fp: period! };
}
