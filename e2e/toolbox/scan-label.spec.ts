import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { expect, login, screenshotPath, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

/** Points per millimetre in a PDF. */
const PT_PER_MM = 72 / 25.4;

/** The printed PDF's pages: their size in millimetres and their text. */
async function printedPages(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ widthMm: width / PT_PER_MM, heightMm: height / PT_PER_MM, text });
  }
  await document.destroy();
  return pages;
}

/**
 * A camera's view of the label: a Y4M video (the format Chromium's fake camera plays) of one
 * 640 × 480 frame, the label's picture in its middle on a white ground, in grey.
 */
function labelAsCameraFile(png: Buffer): string {
  const label = PNG.sync.read(png);
  const width = 640;
  const height = 480;
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - label.width) / 2);
  const top = Math.floor((height - label.height) / 2);
  for (let y = 0; y < label.height; y++) {
    for (let x = 0; x < label.width; x++) {
      const at = (y * label.width + x) * 4;
      const grey =
        0.299 * label.data[at]! + 0.587 * label.data[at + 1]! + 0.114 * label.data[at + 2]!;
      const tx = left + x;
      const ty = top + y;
      if (tx >= 0 && tx < width && ty >= 0 && ty < height) luma[ty * width + tx] = Math.round(grey);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-camera-')), 'label.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}

/** Prints the page as Chromium prints it, at the page size its CSS asks for. */
async function print(page: Page): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

/**
 * Issue #22 item 2: the portal prints a sheet of machine labels (A4, and one label a page for a
 * label printer), and the label's QR code, shown to the toolbox's scanner through a fake camera,
 * opens the machine, online and offline once its pack is kept.
 */
test('a printed label, shown to the toolbox camera, opens its machine', async ({
  browser,
  createUser,
  adminApi,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const machine = await seedMachine(adminApi);

  // The administrator chooses the machine and the paper, and prints.
  const admin = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 3,
    isMobile: false,
    hasTouch: false,
  });
  const portal = await admin.newPage();
  await login(portal);
  await portal.goto('/machine-types');
  await portal.getByRole('link', { name: 'Print labels' }).click();
  await portal.getByRole('combobox', { name: 'Machines to label' }).click();
  await portal.getByRole('option', { name: `${machine.manufacturer} ${machine.model}` }).click();
  await portal.keyboard.press('Escape');
  await portal.screenshot({ path: screenshotPath('portal-machine-labels') });
  await portal.getByRole('link', { name: 'Labels for 1 machine' }).click();
  const label = portal.getByTestId('machine-label');
  await expect(label).toHaveCount(1);
  await expect(label).toContainText(machine.model);
  await portal.screenshot({ path: screenshotPath('portal-machine-labels-print'), fullPage: true });

  const a4 = await printedPages(await print(portal));
  expect(a4).toHaveLength(1);
  expect(a4[0]!.widthMm).toBeCloseTo(210, 0);
  expect(a4[0]!.heightMm).toBeCloseTo(297, 0);
  expect(a4[0]!.text).toContain(machine.manufacturer);
  expect(a4[0]!.text).toContain(machine.model);

  // The same label for a label printer: its own page of 62 × 29 mm.
  await portal.goto(
    `/machine-types/labels/print?format=roll&ids=${encodeURIComponent(machine.id)}`,
  );
  await expect(portal.getByTestId('machine-label')).toHaveCount(1);
  const roll = await printedPages(await print(portal));
  expect(roll).toHaveLength(1);
  expect(roll[0]!.widthMm).toBeCloseTo(62, 0);
  expect(roll[0]!.heightMm).toBeCloseTo(29, 0);

  // The printed code, as a camera would see it.
  const camera = labelAsCameraFile(await label.locator('svg').screenshot());
  await admin.close();

  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    const context = await phone.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const engineer = await createUser({ displayName: 'Quinn Scanner' });
    await signInToToolbox(page, engineer);
    await page.getByRole('link', { name: 'Scan', exact: true }).click();
    // The scanner may read the label before its hint is even looked for (CI once saw the
    // machine open first): the machine's address is what proves the scan.
    await expect(page).toHaveURL(
      new RegExp(`/toolbox/machines/${encodeURIComponent(machine.id)}$`),
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('heading', { level: 1, name: machine.model })).toBeVisible();

    // Kept on the phone, the label opens the machine without signal too.
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByTestId('kept-summary')).toContainText(/\d+ files/, { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.goto('/toolbox/scan');
    await expect(page).toHaveURL(
      new RegExp(`/toolbox/machines/${encodeURIComponent(machine.id)}$`),
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: machine.model })).toBeVisible();
    await context.setOffline(false);
    await context.close();
  } finally {
    await phone.close();
  }
});
