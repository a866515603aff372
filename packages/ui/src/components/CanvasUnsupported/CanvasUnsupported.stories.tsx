import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CanvasUnsupported } from './CanvasUnsupported';

const meta = {
  title: 'Components/CanvasUnsupported',
  component: CanvasUnsupported,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CanvasUnsupported>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('บางอย่างผิดพลาด');
    await expect(alert).toHaveTextContent('เครื่องนี้สร้างภาพการ์ดไม่ได้');
  },
};

export const Playground: Story = {
  args: { title: 'บางอย่างผิดพลาด', detail: 'บันทึกภาพการ์ดไม่สำเร็จ กรุณาลองอีกครั้ง' },
};
