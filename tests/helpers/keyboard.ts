import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element `target` finds has the focus (false when it finds none; it does not wait). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** What has the focus, for a failure's message: its tag, role and name. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role')}> ${name}`;
  });
}

/** Waits until `target` has the focus; fails naming what has it instead. */
export async function expectFocused(page: Page, target: Locator, what: string): Promise<void> {
  await expect
    .poll(() => isFocused(target), { message: `${what} has the focus`, timeout: 10_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`${what} never had the focus; ${await focusedText(page)} had it`, { cause: error });
    });
}

/**
 * Lets the page run the timers its key handlers queued. Radix moves the focus between menu items in a
 * setTimeout from the keydown, so without this a quick second press starts from the item the first one
 * was leaving; a timer queued now runs after those (timers of one delay run in order).
 */
export function settleKeyHandlers(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus, checking after each press once
 * the press's handlers have settled; fails after `max` presses, so a control the keyboard cannot reach
 * fails the test instead of being clicked.
 */
export async function pressTo(
  page: Page,
  target: Locator,
  what: string,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
): Promise<void> {
  await target.first().waitFor();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    await settleKeyHandlers(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of ${key} never reached ${what}; ${await focusedText(page)} had the focus`);
}

/** Presses `key` with `target` focused: asserts the focus first, so a key never lands elsewhere. */
export async function pressOn(page: Page, target: Locator, what: string, key = 'Enter'): Promise<void> {
  await expectFocused(page, target, what);
  await page.keyboard.press(key);
}

/**
 * Counts, from now on, the keydown listeners dnd-kit's keyboard sensor adds to the page's document (its
 * bound handleKeyDown; the build keeps method names), so a test can wait until the sensor listens.
 */
export async function countSensorKeyListeners(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { sensorKeyListeners?: number };
    if (counted.sensorKeyListeners !== undefined) return;
    counted.sensorKeyListeners = 0;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      const [type, listener] = args;
      const name = typeof listener === 'function' ? listener.name : '';
      if (this === document && type === 'keydown' && name === 'bound handleKeyDown') {
        counted.sensorKeyListeners! += 1;
      }
      return add.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { sensorKeyListeners: number }).sensorKeyListeners);
}
