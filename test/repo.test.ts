import fs from 'node:fs';
import path from 'node:path';
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
