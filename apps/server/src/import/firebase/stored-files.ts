import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSha256Hex, normalizeSha256 } from '@toolbox/domain';
import type { Storage } from '../../lib/storage/storage';

/** A file a record names, as the export gives it. */
export type NamedFile = {
  /** The Firebase Storage object name (SPEC.md's filePath), looked up in the --storage folder. */
  filePath: string;
  /** The export's sha256FileHash; null when the record has none. */
  sha256: string | null;
  /** Where the verified bytes go in Toolbox's storage, from their SHA-256 (uppercase hex). */
  keyFor: (sha256: string) => string;
};

/** A file copied (or found already stored) and verified. */
export type VerifiedFile = {
  key: string;
  sha256: string;
  sizeBytes: number;
  /** Whether this run wrote the key (a failed run removes what it wrote and nothing else). */
  written: boolean;
  /** Said in the report when the export had no hash to compare with. */
  note?: string;
};

/**
 * Copies the files records name from the --storage folder into Toolbox's storage, streamed,
 * recomputing each SHA-256 and size on the way (issue #20). A missing file, a path that leaves the
 * folder, or bytes whose hash is not the record's fail that file with the path in the reason;
 * nothing is left at a key with the wrong bytes. A dry run reads and hashes, and writes nothing.
 */
export class ImportedFiles {
  /** Keys this run wrote, to remove again if the run does not commit. */
  readonly written = new Set<string>();
  /** Where each verified key's bytes came from, to put them back if they go missing. */
  private readonly sources = new Map<string, NamedFile>();

  /** The --storage folder, links resolved. */
  private readonly root: string;

  constructor(
    private readonly storage: Storage,
    folder: string,
    private readonly dryRun: boolean,
  ) {
    this.root = fs.realpathSync(folder);
  }

  async copy(file: NamedFile, rewrite = false): Promise<VerifiedFile | { failed: string }> {
    const source = this.sourceOf(file.filePath);
    if (!source) return { failed: `the file path ${JSON.stringify(file.filePath)} is not valid` };
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(source);
    } catch {
      return { failed: `file missing from --storage: ${file.filePath}` };
    }
    if (!stat.isFile()) return { failed: `not a file in --storage: ${file.filePath}` };
    // A link inside the folder may not lead out of it.
    if (!(await fs.promises.realpath(source)).startsWith(`${this.root}${path.sep}`)) {
      return { failed: `the file path ${JSON.stringify(file.filePath)} leads outside --storage` };
    }
    if (file.sha256 !== null && !isSha256Hex(file.sha256)) {
      return { failed: `sha256FileHash of ${file.filePath} is not a SHA-256` };
    }
    // Without a hash in the record, the key can only be known once the bytes are read.
    const expected =
      file.sha256 === null ? (await hashOf(source)).sha256 : normalizeSha256(file.sha256);
    const key = file.keyFor(expected);
    this.sources.set(key, { ...file, sha256: expected });
    const already = await this.storage.stat(key);
    if (this.dryRun || (already && !rewrite) || this.written.has(key)) {
      const actual = await hashOf(source);
      if (actual.sha256 !== expected) return mismatch(file.filePath, expected, actual.sha256);
      return { key, sha256: expected, sizeBytes: actual.size, written: false, ...noted(file) };
    }
    const hash = crypto.createHash('sha256');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = new PassThrough();
    const reading = pipeline(fs.createReadStream(source), counted, body);
    await Promise.all([this.storage.put(key, body), reading]);
    const actual = hash.digest('hex').toUpperCase();
    if (actual !== expected) {
      await this.storage.delete(key);
      return mismatch(file.filePath, expected, actual);
    }
    this.written.add(key);
    return { key, sha256: expected, sizeBytes: size, written: true, ...noted(file) };
  }

  /**
   * Puts a verified file back at its key: on PostgreSQL a running server's sweep may remove a
   * copied file that no record refers to yet, if the copying took longer than its grace. The
   * caller holds the key's lock, so it stays until the records commit.
   */
  async restore(key: string): Promise<void> {
    const file = this.sources.get(key);
    if (!file) throw new Error(`Stored file ${key} is missing and was not copied by this import`);
    this.written.delete(key);
    const copied = await this.copy(file, true);
    if ('failed' in copied) throw new Error(copied.failed);
  }

  /** The file's place inside the --storage folder; null for a path that would leave it. */
  private sourceOf(filePath: string): string | null {
    if (typeof filePath !== 'string' || !filePath || filePath.includes('\0')) return null;
    const resolved = path.resolve(this.root, filePath.replace(/^\/+/, ''));
    return resolved.startsWith(`${this.root}${path.sep}`) ? resolved : null;
  }
}

const noted = (file: NamedFile) =>
  file.sha256 === null ? { note: `${file.filePath} had no sha256FileHash; it was computed` } : {};

const mismatch = (filePath: string, expected: string, actual: string) => ({
  failed: `SHA-256 of ${filePath} is ${actual}, the record says ${expected}`,
});

async function hashOf(source: string): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(source) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex').toUpperCase(), size };
}
