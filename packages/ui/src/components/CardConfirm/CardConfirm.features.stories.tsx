import { type CardTemplate, cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CardConfirm } from './CardConfirm';
import { previewOf } from './CardConfirm.fixtures';

const meta = {
  title: 'Components/CardConfirm/Features',
  component: CardConfirm,
  args: { open: true, name: 'สมศรี มีบุญ', onCancel: fn(), onConfirm: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof CardConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thanks card: the amount line under the name. */
export const WithAmount: Story = {
  args: { detail: '1,500 ตารางเมตร' },
  loaders: [
    async () => ({
      preview: await previewOf(cardVariant('card').templates[6] as CardTemplate, {
        name: 'สมศรี มีบุญ',
        amount: 1500,
        unit: 'ตารางเมตร',
      }),
    }),
  ],
  render: (args, { loaded }) => <CardConfirm {...args} previewSrc={loaded.preview} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('สมศรี มีบุญ 1,500 ตารางเมตร');
  },
};

/** A long name wraps in the dialog; on a phone the dialog is a bottom sheet. */
export const LongThaiNameOnPhone: Story = {
  args: { name: 'พระมหาสมศักดิ์ธรรมวิริยะ ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล' },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('alertdialog', { name: 'ชื่อของท่านถูกต้องหรือไม่?' });
  },
};

/** Without a preview (still being made), the name alone. */
export const NameOnly: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog.querySelector('img')).toBeNull();
  },
};
