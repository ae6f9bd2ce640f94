import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import tar from 'tar-stream';
import { hashing, MANIFEST_ENTRY, sha256Hex, type BackupManifest } from './backup';
import { checkAgainst, RestoreError } from './restore';

/**
 * Reads a whole archive and checks every entry against its manifest (counts and SHA-256): what
 * `npm run backup` does before it names the file, so an archive cut short (the server stopped,
 * the disk filled) is never left under the name asked for.
 */
export async function verifyArchive(input: Readable): Promise<BackupManifest> {
  const tables = new Map<string, { rows: number; sha256: string }>();
  const files = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | null = null;
  const extract = tar.extract();
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  for await (const entry of extract) {
    const name = entry.header.name;
    const seen = { hash: crypto.createHash('sha256'), size: 0 };
    const chunks: Buffer[] = [];
    let lines = 0;
    for await (const chunk of entry.pipe(hashing(seen))) {
      const bytes = chunk as Buffer;
      if (name === MANIFEST_ENTRY) chunks.push(bytes);
      for (const byte of bytes) if (byte === 0x0a) lines += 1;
    }
    if (name === MANIFEST_ENTRY) {
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
    } else if (name.startsWith('database/')) {
      tables.set(name.slice('database/'.length, -'.jsonl'.length), {
        rows: lines,
        sha256: sha256Hex(seen.hash),
      });
    } else if (name.startsWith('files/')) {
      files.set(name.slice('files/'.length), { size: seen.size, sha256: sha256Hex(seen.hash) });
    }
  }
  if (!manifest || manifest.format !== 'toolbox-backup') {
    throw new RestoreError('The archive was cut short: it has no manifest.');
  }
  checkAgainst(manifest, tables, files);
  return manifest;
}
