import { parse } from 'csv-parse';
import { Readable } from 'node:stream';

/**
 * Reading a CSV file with work bounded by caps that apply before the work grows. The bytes pass a
 * scanner first (CsvGuard), which knows only quotes, commas and line ends: it refuses a header line
 * longer than 4 KB or with more than 64 columns as soon as it is seen, a record longer than 128 KB or
 * with more than 64 cells, more than 20,000 rows (one per size of a product) and more than 16 MB, while the upload is still
 * arriving. Only a file it let through is decoded and parsed, and the parser (csv-parse's streaming
 * API) refuses a cell over 10,000 characters and hands records over a chunk at a time, yielding to the
 * event loop between chunks so shoppers' requests go on meanwhile.
 *
 * Without the scanner a 15 MB line of commas became 15 million empty cells (5 GB, 30 s of one core)
 * before any cap looked at it.
 */

/** 10,000 rows take about 2.5 MB; room for long descriptions. */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The header names at most the 20 export columns (about 200 bytes). */
export const IMPORT_MAX_HEADER_BYTES = 4 * 1024;
export const IMPORT_MAX_COLUMNS = 64;
/** A row: a 5,000-character description (up to 20 KB of UTF-8) and everything else. */
export const IMPORT_MAX_RECORD_BYTES = 128 * 1024;
/** Characters in one cell: twice the longest field (the description). */
export const IMPORT_MAX_CELL_CHARS = 10_000;
/** Records handed over between two yields to the event loop. */
const RECORDS_PER_TURN = 500;

export const INTAKE_MESSAGES = {
  tooLarge: `An import file can be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `An import can have at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows (one per size of a product); split the file.`,
  headerTooLong: `The first line (the column names) is longer than ${IMPORT_MAX_HEADER_BYTES / 1024} KB: this is not a product file. The columns are the export's.`,
  tooManyColumns: `The file has more than ${IMPORT_MAX_COLUMNS} columns: this is not a product file. The columns are the export's.`,
  recordTooLong: (line: number) => `Line ${line} is longer than ${IMPORT_MAX_RECORD_BYTES / 1024} KB (perhaps a quote that never closes).`,
  cellTooLong: `A cell holds more than ${IMPORT_MAX_CELL_CHARS.toLocaleString('en-IN')} characters (perhaps a quote that never closes).`,
  utf16: 'The file is saved as UTF-16 ("Unicode text"). Save it as "CSV UTF-8 (comma delimited)" and import that.',
  binary: 'The file is not text: save it as "CSV UTF-8 (comma delimited)".',
} as const;

/** A file refused before it was read whole: the HTTP status and the message staff read. */
export class CsvRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
    /** The line it was refused at (1 = the header), 0 for the whole file. */
    readonly line = 0,
  ) {
    super(message);
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The byte scanner: fed the file in chunks as they arrive, it keeps only a few counters. Quotes are
 * RFC 4180's (a doubled quote inside a quoted cell toggles twice, which leaves the state as it was);
 * a line end inside quotes belongs to the cell. Works on UTF-8 and Windows-1252 alike (both keep ASCII
 * as it is).
 */
export class CsvGuard {
  private bytes = 0;
  private inQuotes = false;
  private afterCr = false;
  private recordBytes = 0;
  private columns = 1;
  /** Records seen (the header is record 1). */
  private records = 0;
  /** Line of the file the current record starts on, for messages. */
  private line = 1;
  private linesInRecord = 0;

  /** Checks the next chunk; throws CsvRefused at the first cap it passes. */
  feed(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (this.bytes > IMPORT_MAX_BYTES) throw new CsvRefused(413, INTAKE_MESSAGES.tooLarge);
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i];
      if (b === LF && this.afterCr) {
        // The LF of a CRLF: the record ended at the CR.
        this.afterCr = false;
        continue;
      }
      this.afterCr = false;
      if (this.inQuotes) {
        if (b === QUOTE) this.inQuotes = false;
        else if (b === LF || b === CR) this.linesInRecord += 1;
        this.grow();
        continue;
      }
      if (b === LF || b === CR) {
        this.afterCr = b === CR;
        this.endRecord();
        continue;
      }
      if (b === QUOTE) this.inQuotes = true;
      else if (b === COMMA) {
        this.columns += 1;
        if (this.columns > IMPORT_MAX_COLUMNS) throw new CsvRefused(422, INTAKE_MESSAGES.tooManyColumns, this.line);
      }
      this.grow();
    }
  }

  /** The end of the file: the last record may have no line end. */
  end(): void {
    this.endRecord();
  }

  private grow(): void {
    this.recordBytes += 1;
    if (this.records === 0 && this.recordBytes > IMPORT_MAX_HEADER_BYTES) throw new CsvRefused(422, INTAKE_MESSAGES.headerTooLong, 1);
    if (this.recordBytes > IMPORT_MAX_RECORD_BYTES) throw new CsvRefused(422, INTAKE_MESSAGES.recordTooLong(this.line), this.line);
  }

  private endRecord(): void {
    this.line += 1 + this.linesInRecord;
    this.linesInRecord = 0;
    // Empty lines are skipped by the parser too.
    if (this.recordBytes === 0) {
      this.columns = 1;
      return;
    }
    this.records += 1;
    this.recordBytes = 0;
    this.columns = 1;
    if (this.records - 1 > IMPORT_MAX_ROWS) throw new CsvRefused(413, INTAKE_MESSAGES.tooManyRows);
  }
}

/** Checks a whole file held in memory (a GraphQL argument), the same caps as an upload. */
export function guardCsv(bytes: Uint8Array): void {
  const guard = new CsvGuard();
  for (let at = 0; at < bytes.length; at += 64 * 1024) guard.feed(bytes.subarray(at, at + 64 * 1024));
  guard.end();
}

/**
 * Windows-1252's 0x80–0x9F (where it differs from Latin-1): €, ‚, ƒ, „, …, †, ‡, ˆ, ‰, Š, ‹, Œ, Ž, ‘, ’,
 * “, ”, •, –, —, ˜, ™, š, ›, œ, ž, Ÿ; the five unassigned bytes stay as Latin-1 reads them. Node's
 * TextDecoder('windows-1252') decodes these as Latin-1 control characters, so the table is ours.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i];
    codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : b);
    if (codes.length === 8192) {
      parts.push(String.fromCharCode(...codes));
      codes.length = 0;
    }
  }
  parts.push(String.fromCharCode(...codes));
  return parts.join('');
}

export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * The file's text: UTF-8 (a byte-order mark or not) when it is valid UTF-8, otherwise Windows-1252,
 * which is what Excel writes for "CSV (comma delimited)" on a Western Windows, so "Café" and "–" come
 * through instead of "�". UTF-16 and files with NUL bytes are refused: they are not CSV text.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw new CsvRefused(415, INTAKE_MESSAGES.utf16);
  if (bytes.includes(0)) throw new CsvRefused(415, INTAKE_MESSAGES.binary);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

export interface CsvRecord {
  /** The line of the file the record ends on (for the error list). */
  line: number;
  cells: string[];
}

/**
 * The records of a checked file's text, parsed as a stream (csv-parse), a turn of the event loop given
 * back every 500 records; `onProgress` hears how many were read. Throws CsvRefused for a cell over
 * its cap, or a CSV syntax error as `{ message, line }` (CsvSyntax).
 */
export async function readCsvRecords(text: string, onProgress?: (records: number) => void | Promise<void>): Promise<CsvRecord[]> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: IMPORT_MAX_CELL_CHARS,
  });
  const source = Readable.from(chunksOf(text), { objectMode: false });
  source.on('error', (e) => parser.destroy(e));
  source.pipe(parser);
  const records: CsvRecord[] = [];
  try {
    for await (const r of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      records.push({ line: r.info.lines, cells: r.record });
      if (records.length % RECORDS_PER_TURN === 0) {
        await onProgress?.(records.length);
        await turn();
      }
    }
  } catch (e) {
    const err = e as { code?: string; message?: string; lines?: number };
    if (err.code === 'CSV_MAX_RECORD_SIZE') throw new CsvRefused(422, INTAKE_MESSAGES.cellTooLong, err.lines ?? 0);
    throw new CsvSyntax(String(err.message ?? '').replace(/^Invalid\s+/i, ''), err.lines ?? 0);
  } finally {
    source.destroy();
  }
  await onProgress?.(records.length);
  return records;
}

/** The file is not valid CSV (a quote that never closes, a stray quote): csv-parse's reason. */
export class CsvSyntax extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

function* chunksOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += 64 * 1024) yield text.slice(at, at + 64 * 1024);
}

/** Gives the event loop a turn: requests that arrived meanwhile run before the next chunk of work. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
