import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';
import { DemoPage } from './SkipLink.fixtures';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  decorators: [(Story) => <DemoPage>{Story()}</DemoPage>],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first Tab shows it; Enter moves focus to `<main>` without touching the address, and the
 * next Tab is the first link of the content, past the four links of the menu.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100);
    const address = window.location.href;
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.href).toBe(address);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'อ่านโพสต์แรก' })).toHaveFocus();
    // Out of sight again once focus has moved on.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Playground: Story = { args: { targetId: 'main', children: 'ข้ามไปยังเนื้อหา' } };
