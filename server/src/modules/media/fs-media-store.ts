import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPE_OF_EXTENSION, isStoredKey, type MediaStore } from './media-store';

/**
 * Media in a folder (DATA_DIR/media by default). A file is written beside its final name under a
 * temporary one and renamed into place: rename is atomic on one file system, so a crash or a failed
 * upload leaves at most a temporary file, never a half-written picture under a real key.
 */
export class FsMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isStoredKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fsp.writeFile(temp, body, { flag: 'wx' });
      await fsp.rename(temp, file);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  async putStream(key: string, body: Readable, _contentType: string): Promise<number> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      const out = fs.createWriteStream(temp, { flags: 'wx' });
      await pipeline(body, out);
      const { size } = await fsp.stat(temp);
      await fsp.rename(temp, file);
      return size;
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const walk = async function* (dir: string): AsyncGenerator<string> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) yield* walk(full);
        else if (e.isFile()) yield full;
      }
    };
    // The folder the prefix names (or its parent, for a prefix that ends inside a name).
    const start = path.join(this.root, prefix.endsWith('/') ? prefix : path.dirname(prefix));
    for await (const full of walk(start)) {
      const key = path.relative(this.root, full).split(path.sep).join('/');
      if (!key.startsWith(prefix) || !isStoredKey(key)) continue;
      try {
        yield { key, modifiedAt: (await fsp.stat(full)).mtime };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }

  async get(key: string) {
    const file = this.file(key);
    try {
      const body = await fsp.readFile(file);
      return { body, bytes: body.length, contentType: contentTypeOf(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async stream(key: string) {
    if (!isStoredKey(key)) return null;
    const file = this.file(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, fs.constants.O_RDONLY);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), bytes: size, contentType: contentTypeOf(key) };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPE_OF_EXTENSION[path.extname(key).slice(1)] ?? 'application/octet-stream';
}
