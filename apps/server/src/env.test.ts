import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      adminEmail: 'admin@toolbox.local',
      trustProxy: false,
    });
    expect(config.portalDir).toMatch(/apps[/\\]portal[/\\]dist$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/var/lib/toolbox',
      DATABASE_URL: 'postgres://u:p@db:5432/toolbox',
      PUBLIC_URL: 'https://toolbox.example.com/',
      ADMIN_EMAIL: 'Boss@Example.com',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/toolbox',
      databaseUrl: 'postgres://u:p@db:5432/toolbox',
      publicUrl: 'https://toolbox.example.com',
      adminEmail: 'boss@example.com',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('lists every invalid setting at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SESSION_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SESSION_SECRET/);
  });
});

describe('the README', () => {
  it('documents every environment variable the server reads', async () => {
    const fs = await import('node:fs');
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
    const source = fs.readFileSync(path.join(import.meta.dirname, 'env.ts'), 'utf8');
    const variables = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(20);
    const undocumented = variables.filter((name) => !readme.includes(`| \`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
