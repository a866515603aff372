import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Reusable play steps for modal stories (Dialog, ConfirmDialog, Alert): focus is inside the
 * dialog, Tab and Shift+Tab cycle without leaving it, Escape closes it and focus returns.
 */
export async function expectFocusTrapped(dialog: HTMLElement, presses = 5) {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}

export async function expectEscapeReturnsFocus(dialog: HTMLElement, trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}
