import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = { primary: 'สาธุ', secondary: 'แชร์', ghost: 'อ่านต่อ', danger: 'ลบโพสต์' } as const;

export const Variants: Story = {
  render: (args) => (
    <Cluster gap="3">
      {buttonVariants.map((v) => (
        <Button key={v} {...args} variant={v}>
          {labels[v]}
        </Button>
      ))}
    </Cluster>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Cluster gap="3" align="center">
      {buttonSizes.map((s) => (
        <Button key={s} {...args} size={s}>
          ขนาด {s}
        </Button>
      ))}
    </Cluster>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'กำลังโพสต์' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'กำลังโพสต์' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Cluster gap="3">
      {buttonVariants.map((v) => (
        <Button key={v} {...args} variant={v} disabled>
          {labels[v]}
        </Button>
      ))}
    </Cluster>
  ),
};

export const LongThaiLabel: Story = {
  args: { children: 'ส่งใบสมัครเป็นผู้สร้างสรรค์ผลงานเผยแผ่ธรรมะออนไลน์ และยอมรับเงื่อนไขทั้งหมด' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Block: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <Stack gap="3">
      <Button {...args} block>
        แลกของที่ระลึก
      </Button>
      <Button {...args} block variant="secondary">
        ยกเลิก
      </Button>
    </Stack>
  ),
};
