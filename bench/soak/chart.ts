import { chromium } from '@playwright/test';

/** One line of a panel: its points (x in seconds), colour and whether it is dashed. */
export type Series = {
  label: string;
  points: { x: number; y: number }[];
  color: string;
  dashed?: boolean;
};

export type Panel = { title: string; unit: string; series: Series[] };

const WIDTH = 960;
const PANEL_HEIGHT = 300;
const MARGIN = { left: 70, right: 24, top: 40, bottom: 44 };

/** 1, 2 or 5 times a power of ten, so that about five ticks span `max`. */
function tickStep(max: number): number {
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? rough;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function panelSvg(panel: Panel, top: number, maxSeconds: number): string {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const ys = panel.series.flatMap((s) => s.points.map((p) => p.y));
  const yStep = tickStep(Math.max(1, ...ys) * 1.1);
  const yMax = Math.ceil((Math.max(1, ...ys) * 1.05) / yStep) * yStep;
  const xStep = tickStep(maxSeconds / 60) * 60;
  const x = (seconds: number) => MARGIN.left + (seconds / maxSeconds) * plotWidth;
  const y = (value: number) => top + MARGIN.top + plotHeight - (value / yMax) * plotHeight;

  const parts: string[] = [
    `<text x="${MARGIN.left}" y="${top + 24}" class="title">${escape(panel.title)}</text>`,
  ];
  for (let value = 0; value <= yMax + 1e-9; value += yStep) {
    parts.push(
      `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(value)}" y2="${y(value)}" class="grid"/>`,
      `<text x="${MARGIN.left - 8}" y="${y(value) + 4}" class="tick" text-anchor="end">${Math.round(value * 100) / 100} ${panel.unit}</text>`,
    );
  }
  for (let seconds = 0; seconds <= maxSeconds + 1e-9; seconds += xStep) {
    parts.push(
      `<text x="${x(seconds)}" y="${top + PANEL_HEIGHT - MARGIN.bottom + 18}" class="tick" text-anchor="middle">${Math.round((seconds / 60) * 10) / 10} min</text>`,
    );
  }
  parts.push(
    `<rect x="${MARGIN.left}" y="${top + MARGIN.top}" width="${plotWidth}" height="${plotHeight}" class="frame"/>`,
  );
  let legendX = WIDTH - MARGIN.right;
  for (const series of [...panel.series].reverse()) {
    const points = series.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ');
    const dash = series.dashed ? ' stroke-dasharray="6 4"' : '';
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${series.color}" stroke-width="2"${dash}/>`,
    );
    legendX -= 8 + series.label.length * 7 + 30;
    parts.push(
      `<line x1="${legendX}" x2="${legendX + 24}" y1="${top + 20}" y2="${top + 20}" stroke="${series.color}" stroke-width="2"${dash}/>`,
      `<text x="${legendX + 30}" y="${top + 24}" class="tick">${escape(series.label)}</text>`,
    );
  }
  return parts.join('\n');
}

/** The panels stacked in one SVG document, sharing the time axis (0 to `maxSeconds`). */
export function chartSvg(heading: string, panels: Panel[], maxSeconds: number): string {
  const height = 36 + panels.length * PANEL_HEIGHT;
  const body = panels.map((panel, i) => panelSvg(panel, 36 + i * PANEL_HEIGHT, maxSeconds));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">`,
    '<style>',
    'text { font: 12px sans-serif; fill: #222; } .title { font-size: 14px; font-weight: bold; }',
    '.grid { stroke: #e4e4e4; } .frame { fill: none; stroke: #888; }',
    '</style>',
    `<rect width="${WIDTH}" height="${height}" fill="white"/>`,
    `<text x="${MARGIN.left}" y="22" class="title">${escape(heading)}</text>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/**
 * Renders `svg` to a PNG at `file` with Chromium (Debian's, or CHROMIUM_PATH): no chart library,
 * nothing downloaded.
 */
export async function writePng(svg: string, file: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    await page.locator('svg').screenshot({ path: file });
  } finally {
    await browser.close();
  }
}
