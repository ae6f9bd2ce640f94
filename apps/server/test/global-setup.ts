import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar of a migrated PGlite data folder that every test file's database starts from. */
    pgliteTemplate: string;
    /** A migrated PGlite data folder on disk, for tests that start a server or a command. */
    pgliteDataTemplate: string;
    /** The migrated PostgreSQL database that every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * The database every test file starts from, made once per run: an empty database with every
 * migration applied. Creating one (PGlite's initdb, then the migrations) cost each file far more
 * than its tests did; a copy of this one costs a fraction. Each file still opens its copy through
 * `openDatabase`, which finds every migration applied.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? postgresTemplate(project, adminUrl) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-template-'));
  // On disk, migrated, and closed before anything copies it (test/data-folders.ts).
  const dataDir = path.join(dir, 'db');
  const db = new PGlite(dataDir);
  let tar: Blob;
  try {
    await migrate(drizzle(db), { migrationsFolder: migrationsDir });
    tar = await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataTemplate', dataDir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const name = `toolbox_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any file copies it: PostgreSQL copies a template nobody is connected to.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), migrationsDir });
  await database.close();
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
