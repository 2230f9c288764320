import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3 } from '@aws-sdk/client-s3';

/** The part of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: http.Server;
}
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3Server {
  /** http://127.0.0.1:<port>: MEDIA_S3_ENDPOINT. */
  endpoint: string;
  /** A bucket created when the server started: MEDIA_S3_BUCKET. */
  bucket: string;
  region: string;
  /** The credentials s3rver checks signatures with (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). */
  accessKeyId: string;
  secretAccessKey: string;
  /** What a shop process needs in its environment to keep its media in this server's bucket. */
  env: Record<string, string>;
  /** An S3 client of @aws-sdk/client-s3 for this server, to look at the bucket from outside the shop. */
  client(): S3;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (the `s3rver` package, objects kept in a temporary folder of its own) on a
 * free loopback port, with one bucket, answered with path-style addressing: what MinIO is to
 * docker-compose.yml, for tests.
 */
export async function startTestS3Server(opts: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-s3rver-'));
  const bucket = opts.bucket ?? 'rangrez-media';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (e) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw e;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  const clients: S3[] = [];
  let closed = false;
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // The SDK's credential chain stops at the keys above; never let it look for an instance role.
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    client() {
      const c = new S3({ endpoint, forcePathStyle: true, region, credentials });
      clients.push(c);
      return c;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const c of clients) c.destroy();
      // Keep-alive connections of the shop's clients would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
