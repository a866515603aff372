import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml, safeHtmlElements } from './SafeHtml';
import { friendlyMessage } from './SafeHtml.fixtures';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: friendlyMessage },
  argTypes: { as: { control: 'inline-radio', options: safeHtmlElements } },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notification message as the service sends it: bold name, an internal link kept as is. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="SafeHtml"]');
    await expect(root).toHaveAttribute('data-state', 'sanitised');
    const link = within(canvasElement).getByRole('link', { name: 'ทำบุญตักบาตรเช้านี้' });
    await expect(link).toHaveAttribute('href', '/p/1024');
    await expect(link).not.toHaveAttribute('target');
    await expect(within(canvasElement).getByText('สมชาย ใจดี').tagName).toBe('B');
  },
};

export const Playground: Story = { args: { html: '<p>ย่อหน้าแรก</p><p>ย่อหน้าที่สอง <i>ตัวเอียง</i></p>' } };
