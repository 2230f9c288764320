import path from 'node:path';

/** The repository root, whether running from server/src (swc, vitest) or dist/server/src (tsc build). */
export const ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..');
export const DIST = path.join(ROOT, 'dist');
export const SUPERGRAPH_FILE = path.join(DIST, 'supergraph.graphql');
export const CLIENT_DIR = path.join(DIST, 'client');
