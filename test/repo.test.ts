import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

describe('docker-compose.yml', () => {
  type Service = {
    image?: string;
    command?: string[] | string;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test: unknown };
    ports?: string[];
    restart?: string;
  };
  const doc = yaml.load(fs.readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
  /** Services that start once, do their work and exit (the bucket's creation). */
  const ONE_SHOT = ['minio-init'];
  const longRunning = Object.entries(doc.services).filter(([name]) => !ONE_SHOT.includes(name));

  it('parses as YAML and describes postgres, backend, gateway, MinIO (media) and Redis (response cache), each long-running one with a health check', () => {
    expect(Object.keys(doc.services).sort()).toEqual(['backend', 'gateway', 'minio', 'minio-init', 'postgres', 'redis']);
    for (const [name, svc] of longRunning) {
      expect(svc.healthcheck?.test, `${name} health check`).toBeTruthy();
    }
    expect(doc.services.minio.image).toMatch(/^(quay\.io\/)?minio\/minio/);
    expect(doc.services.redis.image).toMatch(/^redis:/);
    expect(Object.keys(doc.volumes ?? {})).toEqual(expect.arrayContaining(['pgdata', 'miniodata']));
  });

  it('publishes only the gateway, and restarts every long-running service unless it was stopped', () => {
    const published = Object.entries(doc.services).filter(([, svc]) => svc.ports?.length).map(([name]) => name);
    expect(published).toEqual(['gateway']);
    for (const [name, svc] of longRunning) expect(svc.restart, name).toBe('unless-stopped');
    for (const name of ONE_SHOT) expect(doc.services[name].restart, name).toBe('no');
  });

  it('gives every backend the bucket in MinIO (created before the first backend starts) and the shared secrets', () => {
    const backend = doc.services.backend;
    const env = backend.environment ?? {};
    expect(env).toMatchObject({ SERVICE: 'backend', MEDIA_S3_ENDPOINT: 'http://minio:9000', MEDIA_S3_REGION: 'us-east-1' });
    expect(env.MEDIA_S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
    expect(String(doc.services['minio-init'].command)).toContain(`mc mb --ignore-existing shop/${env.MEDIA_S3_BUCKET}`);
    // The same credentials MinIO was started with, read by the AWS SDK.
    expect(env.AWS_ACCESS_KEY_ID).toBe(doc.services.minio.environment?.MINIO_ROOT_USER);
    expect(env.AWS_SECRET_ACCESS_KEY).toBe(doc.services.minio.environment?.MINIO_ROOT_PASSWORD);
    // One JWT secret and one TOTP key for all replicas, from the operator (no default that differs per container).
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.TOTP_ENCRYPTION_KEY).toMatch(/^\$\{TOTP_ENCRYPTION_KEY:\?/);
    expect(env.DATABASE_URL).toContain('@postgres:5432/');
    expect(backend.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      minio: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
  });

  it('gives the gateway the shared Redis for its response cache, and the database to hear changes', () => {
    const gateway = doc.services.gateway;
    expect(gateway.environment).toMatchObject({ SERVICE: 'gateway', REDIS_URL: 'redis://redis:6379', BACKEND_URL: 'http://backend:4001' });
    expect(gateway.environment?.DATABASE_URL).toContain('@postgres:5432/');
    expect(gateway.environment?.RESPONSE_CACHE).toBeUndefined();
    expect(gateway.depends_on).toMatchObject({ backend: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
  });
});

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text] of withoutCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Fenced blocks and inline code hold examples, not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` of a Markdown file whose target is inside the repository. */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  const documents = ['README.md', ...fs.readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

  it('keep the README short enough to read in five minutes', () => {
    const lines = fs.readFileSync('README.md', 'utf8').split('\n').length;
    expect(lines, 'README.md lines').toBeLessThanOrEqual(300);
  });

  it('link only to files (and headings) that exist', () => {
    const broken: string[] = [];
    for (const doc of documents) {
      for (const link of relativeLinks(fs.readFileSync(doc, 'utf8'))) {
        const [file, anchor] = link.split('#', 2);
        const target = file ? path.normalize(path.join(path.dirname(doc), decodeURI(file))) : doc;
        if (!fs.existsSync(target)) {
          broken.push(`${doc}: ${link} (no such file)`);
        } else if (anchor && target.endsWith('.md') && !headingAnchors(fs.readFileSync(target, 'utf8')).has(anchor)) {
          broken.push(`${doc}: ${link} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('link every document under docs/ from the README', () => {
    const linked = new Set(relativeLinks(fs.readFileSync('README.md', 'utf8')).map((link) => link.split('#')[0]));
    expect(documents.filter((doc) => doc !== 'README.md' && !linked.has(doc))).toEqual([]);
  });
});
