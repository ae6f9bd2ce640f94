import { describe, expect, it } from 'vitest';
import { administratorBox, colourAllowed, formatEntry } from './pretty-log';

/** 14:05:09 local time, as pino writes `time`. */
const time = new Date(2026, 11, 7, 14, 5, 9).getTime();
const ESC = '\x1b[';

const request = {
  level: 30,
  time,
  pid: 4242,
  hostname: 'host',
  reqId: 'a1b2c3d4-0000-4000-8000-000000000000',
  req: { method: 'GET', url: '/api/v1/documents', remoteAddress: '127.0.0.1' },
  res: { statusCode: 200 },
  responseTime: 12.345,
  msg: 'request completed',
};

const failure = {
  level: 50,
  time,
  reqId: 'f00dfeed-0000-4000-8000-000000000000',
  err: {
    type: 'Error',
    message: 'Failed query',
    stack: 'Error: Failed query\n    at read (/srv/a.js:1:2)\n    at main (/srv/b.js:3:4)',
    code: '42P01',
  },
  msg: 'unhandled error',
};

describe('a log entry for a person', () => {
  it('is one line for a request: time, level, method, path, status, time taken', () => {
    const line = formatEntry(request, { colour: false });
    expect(line).toBe('14:05:09 INFO  GET /api/v1/documents 200 12 ms');
  });

  it('gives a quick answer a tenth of a millisecond and names its fields otherwise', () => {
    expect(formatEntry({ ...request, responseTime: 0.42 }, { colour: false })).toMatch(
      / 200 0\.4 ms$/,
    );
    const line = formatEntry(
      { level: 30, time, msg: 'sweep done', sweep: 'database upkeep', removed: 3 },
      { colour: false },
    );
    expect(line).toBe('14:05:09 INFO  sweep done sweep="database upkeep" removed=3');
  });

  it('shows an error with its request id and stack, red and bold where colour is on', () => {
    const plain = formatEntry(failure, { colour: false });
    expect(plain.split('\n')).toEqual([
      '14:05:09 ERROR unhandled error (Error: Failed query) reqId=f00dfeed-0000-4000-8000-000000000000',
      '    at read (/srv/a.js:1:2)',
      '    at main (/srv/b.js:3:4)',
    ]);
    const coloured = formatEntry(failure, { colour: true });
    expect(coloured.split('\n')[0]).toContain(`${ESC}1;31mERROR`);
    expect(coloured.split('\n')[0]).toContain(`${ESC}1;31munhandled error`);
    // A request answered with a 500 stands out among the 200s too.
    const fault = formatEntry({ ...request, res: { statusCode: 500 } }, { colour: true });
    expect(fault).toContain(`${ESC}1;31m500${ESC}0m`);
  });

  it('has no colour codes without colour, and NO_COLOR turns colour off', () => {
    for (const entry of [request, failure, { ...request, res: { statusCode: 404 } }])
      expect(formatEntry(entry, { colour: false })).not.toContain(ESC);
    expect(colourAllowed({ NO_COLOR: '1' })).toBe(false);
    expect(colourAllowed({ NO_COLOR: '' })).toBe(true);
    expect(colourAllowed({})).toBe(true);
  });
});

describe("the first start's administrator box", () => {
  it('frames the e-mail and password in lines of one width', () => {
    const box = administratorBox('admin@toolbox.local', 'Tb7-WyEK4xg1aV7QrR63');
    const lines = box.split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(box).toContain('│  Toolbox administrator created');
    expect(box).toContain('email:     admin@toolbox.local');
    expect(box).toContain('password:  Tb7-WyEK4xg1aV7QrR63');
  });
});
