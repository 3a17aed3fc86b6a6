import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Answering the interactive items (ordering, matching, hotspot) in a journey: the key from the bank
 * files (prisma/seed/interactive), so the journey answers right on purpose, and the three ways in:
 * the mouse, the keyboard, and touch on a phone.
 */
interface OrderingItem {
  type: 'ordering';
  topic: string;
  text: string;
  elements: string[];
  rationales: string[];
}
interface MatchingItem {
  type: 'matching';
  topic: string;
  text: string;
  prompts: string[];
  targets: string[];
  key: number[];
  rationales: string[];
}
interface HotspotItem {
  type: 'hotspot';
  topic: string;
  text: string;
  regions: { id: string; label: string }[];
  correctRegion: string;
  rationales: string[];
}
export type InteractiveItem = OrderingItem | MatchingItem | HotspotItem;

const BANK = path.resolve('prisma/seed/interactive');
const bank = readdirSync(BANK)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(path.join(BANK, file), 'utf8')) as InteractiveItem[]);

/** The bank's item with this stem in this domain (the same stem can open items in two domains, with other prompts). */
export function interactiveItem(topic: string, text: string): InteractiveItem | undefined {
  return bank.find((item) => item.topic === topic && item.text === text);
}

/**
 * The bank's item on screen with this stem, where the screen does not name the domain (the exam): of the
 * items with the stem, the one whose first element, prompt or region the page shows.
 */
export async function interactiveItemOnPage(page: Page, text: string): Promise<InteractiveItem | undefined> {
  for (const item of bank.filter((candidate) => candidate.text === text)) {
    const first = item.type === 'ordering' ? item.elements[0] : item.type === 'matching' ? item.prompts[0] : item.regions[0].label;
    if ((await page.getByText(first).count()) > 0) return item;
  }
  return undefined;
}

/**
 * mouse and touch drag; keyboard picks up and moves; tap answers on a touch screen without dragging,
 * by the buttons each widget offers beside its drag handles (Move up, Choose a match for).
 */
export type Way = 'mouse' | 'keyboard' | 'touch' | 'tap';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A drag by the mouse from the middle of one element to the middle of another, in small steps as a hand moves;
 * the button is released once the item shows over its target (`over`), as a hand waits to see it there
 * (Chromium hands the moves to the page a frame at a time: released at once, the drop would land on the last place shown).
 */
async function mouseDrag(page: Page, from: Locator, to: Locator, over: Locator): Promise<void> {
  await bothOnScreen(page, from, to);
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the sensor's 6 px activation distance, then on to the target.
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 12, { steps: 4 });
  await followTo(to, over, (x, y) => page.mouse.move(x, y, { steps: 12 }));
  await page.mouse.up();
  await handLifted(page);
}

/**
 * Waits as a hand does between a drop and its next press. For 50 ms after a drag ends, dnd-kit's pointer
 * and touch sensors swallow every click on the page (a capture listener on the document, so the drop
 * does not also click what lies under it); a press sooner is lost. A timer the page starts now with a
 * longer delay runs after dnd-kit's (timers run in the order they fall due), so this waits for the
 * page's own event, not for the clock.
 */
async function handLifted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

/**
 * Scrolls the page as a hand does before a drag: the target in the middle of the screen, unless that
 * would take the item into the screen's top or bottom fifth, then the item at its edge. The middle is
 * where a hand can hold the item still: within a fifth of the top or bottom edge dnd-kit scrolls the page
 * under a held item (its auto-scroll), and the app bar covers the top.
 */
async function bothOnScreen(page: Page, from: Locator, to: Locator): Promise<void> {
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  const height = page.viewportSize()!.height;
  const margin = height / 5;
  let by = b.y + b.height / 2 - height / 2;
  if (a.y - by < margin) by = a.y - margin;
  else if (a.y + a.height - by > height - margin) by = a.y + a.height - (height - margin);
  await page.evaluate((y) => window.scrollBy(0, y), by);
}

/**
 * Moves the held item onto the target where it is now, again until it shows over it with the page still
 * under the hand: near the screen's edge the page scrolls under a held item (dnd-kit's auto-scroll), the
 * target moves away from under it, and a hand follows the target before it lets go (lifted at the first
 * "over", the drop landed on the page scrolled past the target).
 */
async function followTo(to: Locator, over: Locator, moveTo: (x: number, y: number) => Promise<unknown>): Promise<void> {
  const page = to.page();
  const scrolled = () => page.evaluate(() => window.scrollY);
  await expect(async () => {
    const b = (await to.boundingBox())!;
    await moveTo(b.x + b.width / 2, b.y + b.height / 2);
    const before = await scrolled();
    await over.waitFor({ state: 'attached', timeout: 2_000 });
    // The page stands still under the hand (the target itself may move aside: a sortable list makes room),
    // and the item is still said to be over the target (a move off it is said at once).
    expect(await scrolled()).toBe(before);
    expect(await over.count()).toBeGreaterThan(0);
  }).toPass();
}

/**
 * The same drag by a finger on a touch screen (Chromium's touch events, as a phone sends them), lifted once
 * the item shows over its target, while still moving, as a hurried finger may. Chromium reads such a lift
 * as a fling, and a tap while a fling runs only stops it, with no click; the boards consume the touch
 * moves of a finger on a handle, so it starts none (web/components/interactive/dragHandle.ts), and the
 * journey's tap on Submit right after the drag shows it.
 */
async function touchDrag(page: Page, from: Locator, to: Locator, over: Locator): Promise<void> {
  // Both ends on screen, as a finger needs them.
  await bothOnScreen(page, from, to);
  const a = (await from.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }] });
  let [x, y] = [a.x + a.width / 2, a.y + a.height / 2];
  await touch('touchStart', x, y);
  y += 12;
  await touch('touchMove', x, y);
  await followTo(to, over, async (x1, y1) => {
    for (let i = 1; i <= 16; i += 1) await touch('touchMove', x + ((x1 - x) * i) / 16, y + ((y1 - y) * i) / 16);
    [x, y] = [x1, y1];
  });
  await touch('touchEnd', x, y);
  await cdp.detach();
  await handLifted(page);
}

/** The dnd-kit live region: what a screen reader is told. */
const announced = (page: Page, text: string) => page.locator('[id^="DndLiveRegion-"]').filter({ hasText: text });

/**
 * A key pressed while an item is picked up, until the move it makes is said. dnd-kit starts listening
 * for the arrows a task after the pick-up is said, so a press at once can go unheard, as a person's
 * would; the press is repeated only while the move has not been said.
 */
async function pressUntilSaid(page: Page, key: string, said: string): Promise<void> {
  await expect(async () => {
    if ((await announced(page, said).count()) === 0) await page.keyboard.press(key);
    await announced(page, said).waitFor({ state: 'attached', timeout: 2_000 });
  }).toPass();
}

async function answerOrdering(page: Page, item: OrderingItem, way: Way): Promise<void> {
  const count = item.elements.length;
  const handleAt = (position: number) => page.getByRole('button', { name: new RegExp(`^Step in position ${position}: `) });
  const handleOf = (text: string) => page.getByRole('button', { name: new RegExp(`^Step in position \\d+: ${escape(text)}$`) });
  for (const [i, text] of item.elements.entries()) {
    const position = i + 1;
    const current = Number((await handleOf(text).getAttribute('aria-label'))!.match(/position (\d+)/)![1]);
    if (current === position) continue;
    if (way === 'tap') {
      // Move up, one place a tap, each move shown in the step's own label before the next.
      for (let p = current - 1; p >= position; p -= 1) {
        await page.getByRole('button', { name: `Move up: ${text}`, exact: true }).tap();
        await page.getByRole('button', { name: `Step in position ${p}: ${text}`, exact: true }).waitFor();
      }
      continue;
    }
    const over = announced(page, `"${text}" is over position ${position} of ${count}.`);
    if (way === 'mouse') await mouseDrag(page, handleOf(text), handleAt(position), over);
    else if (way === 'touch') await touchDrag(page, handleOf(text), handleAt(position), over);
    else {
      // Space picks it up, each Up arrow moves it one place (said in words), Space drops it.
      await handleOf(text).focus();
      await page.keyboard.press('Space');
      // Picked up: it is over its own place (the announcement that follows "Picked up").
      await announced(page, `"${text}" is over position ${current} of ${count}.`).waitFor({ state: 'attached' });
      for (let p = current - 1; p >= position; p -= 1) await pressUntilSaid(page, 'ArrowUp', `"${text}" is over position ${p} of ${count}.`);
      await page.keyboard.press('Space');
      await announced(page, `"${text}" dropped in position ${position} of ${count}.`).waitFor({ state: 'attached' });
    }
    await page.getByRole('button', { name: `Step in position ${position}: ${text}`, exact: true }).waitFor();
  }
}

async function answerMatching(page: Page, item: MatchingItem, way: Way): Promise<void> {
  const targets = page.getByRole('list', { name: 'Targets' }).getByRole('listitem');
  const shown = await targets.evaluateAll((items) => items.map((li) => li.querySelector('p, span')?.textContent ?? ''));
  for (const [i, prompt] of item.prompts.entries()) {
    const target = item.targets[item.key[i]];
    const handle = page.getByRole('button', { name: `${prompt}, not placed`, exact: true });
    const zone = targets.nth(shown.indexOf(target));
    assert.ok(shown.includes(target), `target not shown: ${target} in ${JSON.stringify(shown)}`);
    if (way === 'tap') {
      await page.getByRole('button', { name: `Choose a match for: ${prompt}`, exact: true }).tap();
      await page.getByRole('menuitem', { name: target, exact: true }).tap();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `${prompt}, placed on ${target}`, exact: true }).waitFor();
      continue;
    }
    const over = announced(page, `"${prompt}" is over target "${target}"`);
    if (way === 'mouse') await mouseDrag(page, handle, zone, over);
    else if (way === 'touch') await touchDrag(page, handle, zone, over);
    else {
      // Space picks it up; each Down arrow moves it to the next target (the first press leaves the items to place).
      await handle.focus();
      await page.keyboard.press('Space');
      await announced(page, `"${prompt}" is over the items to place.`).waitFor({ state: 'attached' });
      // Each press is said before the next: the item moves one target at a time.
      for (let t = 0; t <= shown.indexOf(target); t += 1) await pressUntilSaid(page, 'ArrowDown', `"${prompt}" is over target "${shown[t]}"`);
      await page.keyboard.press('Space');
      await announced(page, `"${prompt}" placed on target "${target}".`).waitFor({ state: 'attached' });
    }
    await page.getByRole('button', { name: `${prompt}, placed on ${target}`, exact: true }).waitFor();
  }
}

async function answerHotspot(page: Page, item: HotspotItem, way: Way): Promise<void> {
  const label = item.regions.find((r) => r.id === item.correctRegion)!.label;
  const region = page.locator(`[data-interaction="hotspot"] [data-region="${item.correctRegion}"]`);
  if (way === 'mouse') await region.click();
  else if (way === 'touch' || way === 'tap') await region.tap();
  else {
    // The regions as radio buttons: the arrows move the choice, as in any radio group.
    await page.getByRole('radio').first().focus();
    const names = await page.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    const index = names.indexOf(item.correctRegion);
    if (index === 0) await page.keyboard.press('Space');
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  }
  assert.equal(await page.getByRole('radio', { name: label, exact: true }).isChecked(), true);
}

/**
 * Gives some complete answer to the item on screen, right or wrong, by the plainest controls: the first
 * option or region, the order as shown, each prompt matched from its menu. The caller submits.
 */
export async function answerAsShown(page: Page): Promise<void> {
  // The interactive widgets load with their own chunk: wait for the item's controls, whichever they are.
  await page.getByRole('radio').or(page.locator('[data-interaction]')).first().waitFor();
  const matching = page.locator('[data-interaction="matching"]');
  if ((await matching.count()) > 0) {
    // A placed prompt moves into its target, so each round takes the first one still waiting.
    const waiting = page.getByRole('button', { name: /, not placed$/ });
    for (let i = 0; (await waiting.count()) > 0 && i < 8; i += 1) {
      const prompt = (await waiting.first().getAttribute('aria-label'))!.replace(/, not placed$/, '');
      await page.getByRole('button', { name: `Choose a match for: ${prompt}`, exact: true }).click();
      await page.getByRole('menuitem').nth(i).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
  } else if ((await page.locator('[data-interaction="ordering"]').count()) === 0) {
    // Single choice or a hotspot: both offer their choices as radio buttons.
    await page.getByRole('radio').first().check();
  }
}

/** Gives the right response to the interactive item on screen, the given way; the caller submits. */
export async function answerInteractive(page: Page, item: InteractiveItem, way: Way): Promise<void> {
  if (item.type === 'ordering') await answerOrdering(page, item, way);
  else if (item.type === 'matching') await answerMatching(page, item, way);
  else await answerHotspot(page, item, way);
}
