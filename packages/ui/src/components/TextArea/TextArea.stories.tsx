import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'ข้อความ', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 476, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ข้อความ' });
    await userEvent.type(area, 'วันนี้ได้ร่วมทำบุญตักบาตร{enter}ขออนุโมทนาบุญกับทุกท่าน');
    await expect(area).toHaveValue('วันนี้ได้ร่วมทำบุญตักบาตร\nขออนุโมทนาบุญกับทุกท่าน');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: {
    label: 'เล่าเรื่องบุญของคุณ',
    hint: 'ลิงก์ที่ขึ้นต้นด้วย http หรือ https จะกดได้',
    placeholder: 'พิมพ์ข้อความ',
    maxCount: 400,
    rows: 3,
    maxRows: 6,
  },
};
