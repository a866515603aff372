import { expect, waitFor, within } from 'storybook/test';

/** Waits until the card has drawn (fonts loaded, texts laid out) and returns its download button. */
export async function waitForCard(canvasElement: HTMLElement, text?: string | RegExp) {
  const root = canvasElement.querySelector<HTMLElement>('[data-component="CardCanvas"]');
  if (!root) throw new Error('no CardCanvas in the story');
  await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
  const button = within(root).getByRole('button');
  if (text) await waitFor(() => expect(button).toHaveAccessibleDescription(text));
  return button;
}
