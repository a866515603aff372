import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { PageProgress } from './PageProgress';

const meta = {
  title: 'Components/PageProgress/Features',
  component: PageProgress,
  args: { active: false },
  parameters: { screenshot: { target: 'page' } },
  // The page's content sits in a landmark, as on the site (axe 'region').
  decorators: [(Story) => <Stack as="main">{Story()}</Stack>],
} satisfies Meta<typeof PageProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start a load: nothing within the throttle, then the bar; finish it: the bar completes and hides. */
export const StartAndFinish: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(args.active);
    return (
      <>
        <PageProgress {...args} active={active} />
        <Cluster gap="3">
          <Button onClick={() => setActive(true)}>เริ่มโหลด</Button>
          <Button variant="secondary" onClick={() => setActive(false)}>
            โหลดเสร็จ
          </Button>
        </Cluster>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-component="PageProgress"]');
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มโหลด' }));
    await expect(root).toHaveAttribute('data-state', 'pending');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await canvas.findByRole('progressbar', { name: 'กำลังโหลดหน้า' });
    await userEvent.click(canvas.getByRole('button', { name: 'โหลดเสร็จ' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'complete'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Nothing loading: nothing drawn, nothing announced. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Phone: Story = {
  args: { active: true },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar');
  },
};
