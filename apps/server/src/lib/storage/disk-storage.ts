import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/files. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${crypto.randomUUID()}`);
    await fs.writeFile(probe, '');
    await fs.unlink(probe);
  }
}
