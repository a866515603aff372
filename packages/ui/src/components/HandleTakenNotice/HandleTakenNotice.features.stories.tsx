import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { HandleTakenNotice } from './HandleTakenNotice';

const meta = {
  title: 'Components/HandleTakenNotice/Features',
  component: HandleTakenNotice,
  args: { handle: 'somchai_dhammavijjalangkara_2565_lightbearers', defaultOpen: true },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof HandleTakenNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long handle wraps inside the message. */
export const LongHandle: Story = {
  play: async () => {
    await within(document.body).findByRole('alertdialog');
  },
};

export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('alertdialog');
  },
};
