import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';
import { DemoPage } from './SkipLink.fixtures';

const meta = {
  title: 'Components/SkipLink/Features',
  component: SkipLink,
  decorators: [(Story) => <DemoPage>{Story()}</DemoPage>],
  // It shows fixed in the page's corner, outside the story root: screenshot the page.
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focused (the first Tab of a page): a primary pill in the top corner, over whatever is there. */
async function focusIt(canvasElement: HTMLElement) {
  const skip = within(canvasElement).getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
  await userEvent.tab();
  await expect(skip).toHaveFocus();
  const box = skip.getBoundingClientRect();
  await expect(getComputedStyle(skip).position).toBe('fixed');
  // A full touch target (44 px and more), in the corner.
  await expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(box.top).toBeLessThan(24);
  await expect(box.left).toBeLessThan(24);
}

/** Desktop, focused. */
export const Focused: Story = {
  play: async ({ canvasElement }) => focusIt(canvasElement),
};

/** A phone, focused. */
export const FocusedPhone: Story = {
  parameters: { screenshot: { viewport: 'phone', target: 'page' } },
  play: async ({ canvasElement }) => focusIt(canvasElement),
};
