import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';
import { deliveryOptions } from './RadioGroup.fixtures';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'วิธีรับของที่ระลึก',
    options: deliveryOptions,
    defaultValue: 'temple',
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  decorators: [(Story) => <div style={{ maxWidth: 476, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The basket's delivery choice (product §5): temple by default, coor and mail ask for details. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'วิธีรับของที่ระลึก' });
    await expect(canvas.getByRole('radio', { name: 'รับที่วัด' })).toBeChecked();
    const mail = within(group).getByRole('radio', { name: 'ส่งทางไปรษณีย์' });
    await expect(mail).toHaveAccessibleDescription('กรอกชื่อ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์');
    await userEvent.click(mail);
    await expect(mail).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mail', expect.anything());
  },
};

export const Playground: Story = {
  args: { hint: 'ที่อยู่ไม่ชัดเจน ทีมงานอาจพักการจัดส่งไว้ก่อน', orientation: 'vertical', required: true },
};
