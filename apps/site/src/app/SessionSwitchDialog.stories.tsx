import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import * as copy from '../copy';
import SessionSwitchDialog from './SessionSwitchDialog';

/**
 * The question a sign-in asks before it replaces the member signed in on this browser (ADR 020):
 * focus starts on keeping the current account.
 */
const meta = {
  title: 'Screens/Switch account question',
  component: SessionSwitchDialog,
  args: { question: { from: 'สมชาย ใจดี', to: 'มาลี ศรีสุข', answer: fn() } },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof SessionSwitchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: copy.session.switchTitle });
    await expect(dialog).toHaveAccessibleDescription(copy.session.switchMessage('สมชาย ใจดี', 'มาลี ศรีสุข'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: copy.session.switchKeep })).toHaveFocus(),
    );
    await expect(args.question.answer).not.toHaveBeenCalled();
  },
};
