import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSha256Hex, normalizeSha256 } from '@toolbox/domain';
import type { Storage } from '../../lib/storage/storage';

/** Bytes read from a file's start for `NamedFile.check`. */
const HEAD_BYTES = 12;

/** A file a record names, as the export gives it. */
export type NamedFile = {
  /** The Firebase Storage object name (SPEC.md's filePath), looked up in the --storage folder. */
  filePath: string;
  /** The export's sha256FileHash; null when the record has none. */
  sha256: string | null;
  /** Where the verified bytes go in Toolbox's storage, from their SHA-256 (uppercase hex). */
  keyFor: (sha256: string) => string;
  /** What is wrong with the file's first bytes for its kind (not a ZIP, not an image), or null. */
  check?: (head: Buffer) => string | null;
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
 * Copies the files records name from the --storage folder into Toolbox's storage (issue #20):
 * each is read and hashed first, then streamed to its content-addressed key and hashed again on
 * the way. A missing file, a path that leaves the folder, bytes of the wrong kind, or bytes whose
 * hash is not the record's fail that file with the path in the reason; no key is ever given bytes
 * that were not checked. A dry run reads and hashes, and writes nothing.
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
    /** Removes a key this run wrote, unless a record uses it (FilesService.release). */
    private readonly remove: (key: string) => Promise<void>,
  ) {
    this.root = fs.realpathSync(folder);
  }

  async copy(file: NamedFile): Promise<VerifiedFile | { failed: string }> {
    const source = await this.checkedSource(file);
    if (typeof source !== 'string') return source;
    // Read and hashed before anything is written: a key never holds bytes that were not checked.
    const read = await readOf(source);
    const problem = file.check?.(read.head);
    if (problem) return { failed: `${file.filePath} ${problem}` };
    const expected = file.sha256 === null ? read.sha256 : normalizeSha256(file.sha256);
    if (read.sha256 !== expected) return mismatch(file.filePath, expected, read.sha256);
    const key = file.keyFor(expected);
    this.sources.set(key, { ...file, sha256: expected });
    const verified = { key, sha256: expected, sizeBytes: read.size, ...noted(file) };
    if (this.dryRun || this.written.has(key) || (await this.storage.stat(key))) {
      return { ...verified, written: false };
    }
    const written = await this.put(key, source);
    if (written !== expected) {
      // The file changed between the two reads: what was written is not kept.
      await this.remove(key);
      return mismatch(file.filePath, expected, written);
    }
    this.written.add(key);
    return { ...verified, written: true };
  }

  /**
   * Puts a verified file back at its key: on PostgreSQL a running server's sweep may remove a
   * copied file that no record refers to yet, if the copying took longer than its grace. The
   * caller holds the lock that keeps removals out, so it stays until the records commit.
   */
  async restore(key: string): Promise<void> {
    const file = this.sources.get(key);
    const source = file ? await this.checkedSource(file) : null;
    if (!file || typeof source !== 'string') {
      throw new Error(`Stored file ${key} went missing and cannot be copied again`);
    }
    const written = await this.put(key, source);
    if (written !== file.sha256) {
      await this.storage.delete(key);
      throw new Error(`${file.filePath} changed while it was being imported`);
    }
    this.written.add(key);
  }

  /** The file's path in the folder, or why it cannot be read from there. */
  private async checkedSource(file: NamedFile): Promise<string | { failed: string }> {
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
    return source;
  }

  /** Streams the file to `key`, hashing it on the way; returns the hash of what was written. */
  private async put(key: string, source: string): Promise<string> {
    const hash = crypto.createHash('sha256');
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const body = new PassThrough();
    const reading = pipeline(fs.createReadStream(source), counted, body);
    try {
      await Promise.all([this.storage.put(key, body), reading]);
    } catch (error) {
      body.destroy();
      await reading.catch(() => undefined);
      throw error;
    }
    return hash.digest('hex').toUpperCase();
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

/** A file's SHA-256 (uppercase hex), size and first bytes, read once. */
async function readOf(source: string): Promise<{ sha256: string; size: number; head: Buffer }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(source) as AsyncIterable<Buffer>) {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES)]);
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex').toUpperCase(), size, head: head.subarray(0, HEAD_BYTES) };
}
