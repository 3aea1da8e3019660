import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploads and generated PDFs live: a local folder by default, replaceable (S3, …). */
export interface FileStorage {
  /** Stores bytes under a new key (returned), keeping the extension for content type look-ups. */
  put(data: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored file with its last change (the retention job looks for files nothing uses). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const safeKey = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) {
      throw new Error(`invalid storage key ${key}`);
    }
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = `${randomUUID()}.${extension.toLowerCase()}`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return key;
    },
    get: (key) => fs.readFile(fileOf(key)),
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list() {
      const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders.filter((entry) => entry.isDirectory())) {
        for (const name of await fs.readdir(path.join(root, folder.name))) {
          if (safeKey.test(name)) {
            const stat = await fs.stat(fileOf(name));
            yield { key: name, modifiedAt: stat.mtime };
          }
        }
      }
    },
  };
}
