import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

describe('docker-compose.yml', () => {
  const doc = yaml.load(fs.readFileSync('docker-compose.yml', 'utf8')) as {
    services: Record<string, { healthcheck?: { test: unknown }; ports?: string[]; restart?: string }>;
  };

  it('parses as YAML and describes postgres, backend and gateway, each with a health check', () => {
    expect(Object.keys(doc.services).sort()).toEqual(['backend', 'gateway', 'postgres']);
    for (const [name, svc] of Object.entries(doc.services)) {
      expect(svc.healthcheck?.test, `${name} health check`).toBeTruthy();
    }
  });

  it('publishes only the gateway, and restarts every service unless it was stopped', () => {
    const published = Object.entries(doc.services).filter(([, svc]) => svc.ports?.length).map(([name]) => name);
    expect(published).toEqual(['gateway']);
    for (const [name, svc] of Object.entries(doc.services)) expect(svc.restart, name).toBe('unless-stopped');
  });
});
