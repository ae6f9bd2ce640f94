import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { makeManualPdf, makeScannedPdf } from '../../../demo/files';
import {
  DEFAULT_EXTRACTION_LIMITS,
  ExtractionFailedError,
  PdfTextReader,
  type ExtractionLimits,
} from './pdf-text-extractor';

// Issue #22 item 1: the reader of PDF text is bounded in size, memory and time, and a file that
// breaks it never breaks the next.
const readers: PdfTextReader[] = [];
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

function reader(limits: Partial<ExtractionLimits> = {}) {
  const made = new PdfTextReader({ ...DEFAULT_EXTRACTION_LIMITS, ...limits });
  readers.push(made);
  return made;
}

const fileOf = (bytes: Buffer) => ({
  size: bytes.length,
  open: async () => Readable.from([bytes]),
});

const manual = (pageCount: number, word = 'zeolite', on = 7) =>
  makeManualPdf(
    'Grinder service manual',
    Array.from({ length: pageCount }, (_, index) =>
      index + 1 === on
        ? ['Replace the burr carrier.', `Clean the ${word} filter cartridge.`]
        : [`Step ${index + 1}: check the seals.`],
    ),
  );

describe('PdfTextReader', () => {
  it('reads every page in order, the word where it is', async () => {
    const text = await reader().read(fileOf(manual(9)));
    expect(text.pageCount).toBe(9);
    expect(text.pages).toHaveLength(9);
    expect(text.pages[6]).toContain('zeolite');
    expect(text.pages.filter((page) => page.includes('zeolite'))).toHaveLength(1);
    expect(text.pages[0]).toContain('Grinder service manual');
  });

  it('finds no text in a scan', async () => {
    const text = await reader().read(fileOf(makeScannedPdf(3)));
    expect(text).toEqual({ pageCount: 3, pages: ['', '', ''] });
  });

  it('refuses a malformed file, then reads the next one', async () => {
    const read = reader();
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]);
    await expect(read.read(fileOf(garbage))).rejects.toBeInstanceOf(ExtractionFailedError);
    await expect(read.read(fileOf(Buffer.from('not a pdf at all')))).rejects.toBeInstanceOf(
      ExtractionFailedError,
    );
    expect((await read.read(fileOf(manual(2, 'gasket', 2)))).pages[1]).toContain('gasket');
  });

  it('reads a huge PDF only up to its page and text bounds', async () => {
    const huge = manual(3000, 'portafilter', 2500);
    const text = await reader({ maxPages: 1000 }).read(fileOf(huge));
    expect(text.pageCount).toBe(3000);
    expect(text.pages).toHaveLength(1000);
    const budget = await reader({ maxTotalChars: 2000 }).read(fileOf(huge));
    expect(budget.pages.join('').length).toBe(2000);
  });

  it('does not read a file over the size limit at all', async () => {
    let opened = false;
    const big = { size: 10_000_000, open: async () => ((opened = true), Readable.from([])) };
    await expect(reader({ maxFileBytes: 1_000_000 }).read(big)).rejects.toThrow(
      'text is read from files up to 1000000',
    );
    expect(opened).toBe(false);
  });

  it('ends a read that takes too long, and the next file gets a new thread', async () => {
    const read = reader({ timeoutMs: 50 });
    await expect(read.read(fileOf(manual(3000)))).rejects.toThrow(
      'Reading took longer than 50 ms.',
    );
    const patient = reader();
    expect((await patient.read(fileOf(manual(9)))).pages).toHaveLength(9);
  });

  it('ends a thread that runs out of memory, and reads the next file on a new one', async () => {
    // 15 MB, 20,000 pages of text: more than a 32 MB heap holds.
    const huge = makeManualPdf(
      'Parts catalogue',
      Array.from({ length: 20_000 }, (_, index) => [`Part ${index} `.repeat(40)]),
    );
    const read = reader({ maxHeapMb: 32 });
    await expect(read.read(fileOf(huge))).rejects.toThrow(
      'Reading needed more than 32 MB of memory.',
    );
    expect((await read.read(fileOf(manual(2, 'gasket', 2)))).pages[1]).toContain('gasket');
  });

  it('refuses a stream longer than the stored size', async () => {
    const bytes = manual(2);
    const lying = { size: 100, open: async () => Readable.from([bytes]) };
    await expect(reader().read(lying)).rejects.toThrow('larger than its stored size');
  });
});
