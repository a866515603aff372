import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { LONG_DESCRIPTION } from '../../test/postTypes';
import { EditDescriptionDialog } from './EditDescriptionDialog';

const meta = {
  title: 'Components/EditDescriptionDialog/Features',
  component: EditDescriptionDialog,
  args: { description: 'ทำบุญตักบาตรเช้าวันนี้ สาธุ', onSave: fn(), open: true, onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
} satisfies Meta<typeof EditDescriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving: the box and cancel are disabled, save spins. */
export const Saving: Story = { args: { busy: true } };

/** A long Thai description: the box grows, then scrolls. */
export const LongThaiText: Story = { args: { description: LONG_DESCRIPTION } };

/** At phone width the dialog docks to the bottom. */
export const Phone: Story = {
  args: { description: LONG_DESCRIPTION },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};
