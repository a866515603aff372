import { type CardTemplate, cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardConfirm } from './CardConfirm';
import { previewOf } from './CardConfirm.fixtures';

const name = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์';

const meta = {
  title: 'Components/CardConfirm',
  component: CardConfirm,
  args: { open: true, name, onCancel: fn(), onConfirm: fn() },
  parameters: { screenshot: { target: 'page' } },
  loaders: [
    async () => ({ preview: await previewOf(cardVariant('card22').templates[0] as CardTemplate, { name }) }),
  ],
  render: (args, { loaded }) => <CardConfirm {...args} previewSrc={loaded.preview} />,
} satisfies Meta<typeof CardConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ชื่อของท่านถูกต้องหรือไม่?' });
    await expect(dialog).toHaveAccessibleDescription(name);
    // The safe answer has the focus; Yes confirms.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'ใช่' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    const preview = dialog.querySelector<HTMLImageElement>('[data-part="Preview"]');
    await waitFor(() => expect(preview?.naturalWidth).toBe(1000));
  },
};

export const Playground: Story = {
  args: { name: 'Margaret Ashworth-Whitfield', detail: undefined },
};
