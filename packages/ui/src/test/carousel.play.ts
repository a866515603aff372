/** Play steps shared by the carousels' stories (MediaCarousel, CreatorsCarousel): the keyboard contract of ADR 033. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Slide `n` (1-based) of a row of `total`, by its group name ('3 จาก 8'). */
export function slideOf(row: HTMLElement, n: number, total: number): HTMLElement {
  // Hidden slides are left out of role queries: find the group by its label among all of them.
  const slide = row.querySelector<HTMLElement>(`[role="group"][aria-label="${n} จาก ${total}"]`);
  if (!slide) throw new Error(`no slide ${n} จาก ${total}`);
  return slide;
}

/** The one focusable element (the link) of slide `n`. */
export function itemOf(row: HTMLElement, n: number, total: number): HTMLElement {
  const item = slideOf(row, n, total).querySelector<HTMLElement>('[data-part="Item"]');
  if (!item) throw new Error(`slide ${n} has no item`);
  return item;
}

/**
 * Tab reaches the heading link, then the first item — the previous/next buttons are skipped — and
 * a second Tab leaves the row: its slides are one stop. The `inView` first slides are shown and
 * read; the others are inert and hidden until they come into view. Shift+Tab comes back to the item.
 */
export async function expectOneTabStop(row: HTMLElement, total: number, inView: number) {
  await waitFor(() => expect(slideOf(row, total, total)).toHaveAttribute('inert'));
  const slides = Array.from({ length: total }, (_, i) => i + 1);
  await expect(slides.map((n) => slideOf(row, n, total).hasAttribute('inert'))).toEqual(
    slides.map((n) => n > inView),
  );
  await expect(slides.map((n) => slideOf(row, n, total).getAttribute('aria-hidden'))).toEqual(
    slides.map((n) => (n > inView ? 'true' : null)),
  );
  await expect(slides.map((n) => itemOf(row, n, total).getAttribute('tabindex'))).toEqual(
    slides.map((n) => (n === 1 ? '0' : '-1')),
  );
  await expect(within(row).getAllByRole('group')).toHaveLength(inView);
  await userEvent.tab();
  await expect(within(row).getAllByRole('link')[0]).toHaveFocus();
  await userEvent.tab();
  await expect(itemOf(row, 1, total)).toHaveFocus();
  await userEvent.tab();
  await expect(row).not.toContainElement(document.activeElement as HTMLElement);
  await userEvent.tab({ shift: true });
  await expect(itemOf(row, 1, total)).toHaveFocus();
}
