import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { PartDiagram } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { expect, login, screenshotWholePage, test } from '../fixtures';
import { addMachine, makePng } from '../files';

/** Where a locator's centre sits on the diagram image, as fractions of the image. */
async function fractionOf(page: Page, target: Locator) {
  const stage = await page.getByTestId('diagram-stage').boundingBox();
  const box = await target.boundingBox();
  if (!stage || !box) throw new Error('diagram or hotspot not on screen');
  return {
    x: (box.x + box.width / 2 - stage.x) / stage.width,
    y: (box.y + box.height / 2 - stage.y) / stage.height,
  };
}

/** Clicks the diagram image at fractions of its size. */
async function clickImageAt(page: Page, x: number, y: number) {
  const stage = page.getByTestId('diagram-stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('diagram not on screen');
  await stage.click({ position: { x: box.width * x, y: box.height * y } });
}

async function waitForImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
}

const hotspot = (page: Page, position: string) =>
  page.getByRole('button', { name: `Hotspot ${position}`, exact: true });

test.describe('part diagrams', () => {
  test('add a diagram with its image, place and link hotspots, then find parts by hotspot', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page);
    const tag = randomUUID().slice(0, 6);
    const machine = await addMachine(page.request, 'Franke', `PD${tag}`);
    const title = `Brewing unit ${tag}`;

    // Add: the image is required, then uploaded with the fields.
    await page.goto(`/machine-types/${machine.id}/part-diagrams/add`);
    await expect(page.getByRole('heading', { name: 'Add part diagram' })).toBeVisible();
    await expect(page.getByText(`For the ${machine.label}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save and place hotspots' }).click();
    await expect(page.getByText(messages.partDiagram.imageRequired)).toBeVisible();
    await expect(page.getByText(messages.partDiagram.titleRequired)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles({
      name: 'brewing-unit.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Seen from the front, door open.');
    await screenshotWholePage(page, 'part-diagram-add');
    await page.getByRole('button', { name: 'Save and place hotspots' }).click();

    // The editor: two hotspots placed by clicking the image, the second dragged onto its part.
    await expect(page).toHaveURL(/\/part-diagrams\/diagram_[^/]+\/edit$/, { timeout: 30_000 });
    const diagramId = new URL(page.url()).pathname.split('/').at(-2)!;
    await waitForImage(page.getByRole('img', { name: title }));
    await clickImageAt(page, 0.3, 0.4);
    await expect(hotspot(page, '1')).toBeVisible();
    await clickImageAt(page, 0.55, 0.45);
    await expect(hotspot(page, '2')).toBeVisible();
    const second = await hotspot(page, '2').boundingBox();
    const stage = await page.getByTestId('diagram-stage').boundingBox();
    await page.mouse.move(second!.x + second!.width / 2, second!.y + second!.height / 2);
    await page.mouse.down();
    await page.mouse.move(stage!.x + stage!.width * 0.7, stage!.y + stage!.height * 0.6, {
      steps: 8,
    });
    await page.mouse.up();
    const dragged = await fractionOf(page, hotspot(page, '2'));
    expect(dragged.x).toBeCloseTo(0.7, 2);
    expect(dragged.y).toBeCloseTo(0.6, 2);

    // Parts rows 1 and 2, linked to the hotspots by their numbers.
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Position number, row 1' }).fill('1');
    await page.getByRole('textbox', { name: 'Part number, row 1' }).fill(`PN${tag}1`);
    await page.getByRole('textbox', { name: 'Part name, row 1' }).fill('Brewing piston');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Position number, row 2' }).fill('2');
    await page.getByRole('textbox', { name: 'Part number, row 2' }).fill(`PN${tag}2`);
    await page.getByRole('textbox', { name: 'Part name, row 2' }).fill('Drain valve');
    await page.getByRole('textbox', { name: 'Quantity, row 2' }).fill('2');
    await expect(hotspot(page, '1')).not.toHaveAttribute('data-unlinked');
    await expect(hotspot(page, '2')).not.toHaveAttribute('data-unlinked');
    await hotspot(page, '1').click();
    await expect(page.getByTestId('hotspot-inspector')).toContainText('Brewing piston');
    await screenshotWholePage(page, 'part-diagram-editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/part-diagrams/${diagramId}$`));
    // The add form's toast with the same words may still be fading out: the newest one counts.
    await expect(
      page.getByText(messages.partDiagram.saved).filter({ visible: true }).first(),
    ).toBeVisible();
    const stored = await page.request.get(
      `/api/v1/machines/${machine.id}/part-diagrams/${diagramId}`,
    );
    const { partDiagram } = (await stored.json()) as { partDiagram: PartDiagram };
    expect(partDiagram.parts.map((p) => [p.positionNumber, p.name, p.quantity])).toEqual([
      ['1', 'Brewing piston', 1],
      ['2', 'Drain valve', 2],
    ]);
    expect(partDiagram.hotspots.map((h) => h.positionNumber)).toEqual(['1', '2']);
    expect(partDiagram.hotspots[0]!.x).toBeCloseTo(0.3, 2);
    expect(partDiagram.hotspots[0]!.y).toBeCloseTo(0.4, 2);
    expect(partDiagram.hotspots[1]!.x).toBeCloseTo(0.7, 2);

    // The viewer: a hotspot lights up its row, a row lights up its hotspot.
    await waitForImage(page.getByRole('img', { name: title }));
    const rows = page.getByTestId('part-row');
    await hotspot(page, '1').click();
    await expect(rows.filter({ hasText: 'Brewing piston' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rows.filter({ hasText: 'Drain valve' })).toHaveAttribute('aria-selected', 'false');
    await rows.filter({ hasText: 'Drain valve' }).hover();
    await expect(hotspot(page, '2')).toHaveAttribute('data-highlighted');
    await expect(hotspot(page, '1')).not.toHaveAttribute('data-highlighted');
    await expect(rows.filter({ hasText: 'Drain valve' })).toHaveAttribute('data-highlighted');
    await screenshotWholePage(page, 'part-diagram-viewer');

    // Zoomed in, hotspots stay on their parts.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('zoom-level')).toHaveText('150%');
    const zoomed = await fractionOf(page, hotspot(page, '1'));
    expect(zoomed.x).toBeCloseTo(0.3, 2);
    expect(zoomed.y).toBeCloseTo(0.4, 2);
    await screenshotWholePage(page, 'part-diagram-viewer-zoomed');
    await page.getByTestId('diagram-frame').hover();
    await page.mouse.wheel(0, -300);
    await expect(page.getByTestId('zoom-level')).not.toHaveText('150%');
    await page.getByRole('button', { name: 'Fit to frame' }).click();
    await expect(page.getByTestId('zoom-level')).toHaveText('100%');

    // /parts finds the diagram by a part number.
    await page.goto(`/parts?search=PN${tag}2`);
    const card = page.getByTestId('part-diagram-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(machine.label);
    await expect(card).toContainText('2 parts');
    await screenshotWholePage(page, 'parts-list');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/part-diagrams/${diagramId}$`));

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(page.getByText(messages.partDiagram.deleted)).toBeVisible();
    const gone = await page.request.get(
      `/api/v1/machines/${machine.id}/part-diagrams/${diagramId}`,
    );
    expect(gone.status()).toBe(404);
  });

  test('an unknown diagram says Part diagram not found', async ({ page }) => {
    await login(page);
    const machine = await addMachine(page.request);
    await page.goto(`/machine-types/${machine.id}/part-diagrams/diagram_missing`);
    await expect(page.getByText(messages.partDiagram.notFound)).toBeVisible();
  });
});

/** Adds an entry row and fills it in. */
async function addEntry(page: Page, row: number, [group, label, value, unit]: string[]) {
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('combobox', { name: `Group, row ${row}` }).fill(group!);
  await page.getByRole('textbox', { name: `Label, row ${row}` }).fill(label!);
  await page.getByRole('textbox', { name: `Value, row ${row}` }).fill(value!);
  await page.getByRole('textbox', { name: `Unit, row ${row}` }).fill(unit!);
}

test('specifications: entered for two machines, compared side by side', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  const tag = randomUUID().slice(0, 6);
  const franke = await addMachine(page.request, 'Franke', `S${tag}`);
  const wmf = await addMachine(page.request, 'WMF', `S${tag}`);

  await page.goto(`/specifications/add?machineId=${franke.id}`);
  await expect(page.getByText(messages.specification.empty)).toBeVisible();
  await addEntry(page, 1, ['Electrical', 'Voltage', '230', 'V']);
  await addEntry(page, 2, ['Electrical', 'Power', '2.8', 'kW']);
  await addEntry(page, 3, ['Water', 'Tank', '4', 'l']);
  await screenshotWholePage(page, 'specifications-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.specification.saved)).toBeVisible();

  // The second machine through the picker: its (empty) list loads.
  await page.getByRole('combobox', { name: /^Machine/ }).click();
  await page.getByRole('option', { name: wmf.label }).click();
  await expect(page).toHaveURL(new RegExp(`machineId=${wmf.id}`));
  await expect(page.getByText(messages.specification.empty)).toBeVisible();
  await addEntry(page, 1, ['Electrical', 'Voltage', '230', 'V']);
  await addEntry(page, 2, ['Electrical', 'Power', '3.1', 'kW']);
  // The first machine's toast goes first (2 s), so the one that shows now is this save's.
  await expect(page.getByText(messages.specification.saved)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.specification.saved)).toBeVisible();

  // Listed by manufacturer and model with everyone else's: one long page keeps this one on it.
  await page.goto('/specifications?pageSize=100');
  const card = page.getByRole('region', { name: franke.label });
  await expect(card).toContainText('2.8 kW');
  await card.scrollIntoViewIfNeeded();
  await screenshotWholePage(page, 'specifications-list');
  await page.getByText('Compare', { exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Machines to compare' });
  await picker.click();
  await page.getByRole('option', { name: franke.label }).click();
  await page.getByRole('option', { name: wmf.label }).click();
  await page.keyboard.press('Escape');

  const table = page.getByRole('table', { name: 'Specification comparison' });
  await expect(table.getByRole('columnheader', { name: franke.label })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: wmf.label })).toBeVisible();
  const cells = (label: string) => table.getByRole('row', { name: label }).getByRole('cell');
  await expect(cells('Voltage')).toHaveText(['230 V', '230 V']);
  await expect(cells('Power')).toHaveText(['2.8 kW', '3.1 kW']);
  await expect(cells('Tank')).toHaveText(['4 l', '—']);
  await expect(table.getByRole('row', { name: 'Power' })).toHaveAttribute('data-differs');
  await expect(page).toHaveURL(new RegExp(`compare=${franke.id}(%2C|,)${wmf.id}`));
  await screenshotWholePage(page, 'specifications-comparison');
});
