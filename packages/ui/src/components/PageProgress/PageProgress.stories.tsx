import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { PageProgress } from './PageProgress';

const meta = {
  title: 'Components/PageProgress',
  component: PageProgress,
  args: { active: true },
  parameters: { screenshot: { target: 'page' } },
  decorators: [
    (Story) => (
      <Stack as="main" gap="3">
        {Story()}
        <Text>หน้าถัดไปกำลังโหลด แถบด้านบนจะปรากฏเมื่อการโหลดนานเกิน 200 มิลลิวินาที</Text>
      </Stack>
    ),
  ],
} satisfies Meta<typeof PageProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A load that outlasts the throttle: the bar shows (at full width here: the runner reduces motion). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'กำลังโหลดหน้า' });
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'loading'));
  },
};

export const Playground: Story = { args: { active: false } };
