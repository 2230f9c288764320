import { describe, expect, it } from 'vitest';
import { captureLogs, log, logRequestLine } from './log';
import { inRequest } from './request-id';

describe('the request line (written without pino’s generic path)', () => {
  it('is the line pino writes for the same fields, key for key', () => {
    const capture = captureLogs('debug');
    try {
      const fields = { scope: 'gateway', requestId: 'probe-line-0001', method: 'GET', route: '/api/v1/products/:id', path: '/api/v1/products/a "quoted" \\ path', status: 404, ms: 12.3 };
      inRequest(fields.requestId, () => {
        logRequestLine('info', fields);
        log.info(fields, 'request');
      });
      const [ours, pinos] = capture.lines();
      const { time: ourTime, ...ourRest } = ours!;
      const { time: pinoTime, ...pinoRest } = pinos!;
      expect(ourRest).toEqual(pinoRest);
      expect(Object.keys(ours!)).toEqual(Object.keys(pinos!));
      expect(typeof ourTime).toBe('string');
      expect(Math.abs(Date.parse(ourTime as string) - Date.parse(pinoTime as string))).toBeLessThan(1000);
    } finally {
      capture.stop();
    }
  });

  it('follows the level', () => {
    const capture = captureLogs('warn');
    try {
      logRequestLine('info', { scope: 'backend', requestId: 'x', method: 'GET', route: 'page', path: '/', status: 200, ms: 1 });
      logRequestLine('warn', { scope: 'backend', requestId: 'y', method: 'GET', route: 'page', path: '/', status: 503, ms: 1 });
      expect(capture.lines().map((l) => [l.level, l.requestId])).toEqual([['warn', 'y']]);
    } finally {
      capture.stop();
    }
  });
});
