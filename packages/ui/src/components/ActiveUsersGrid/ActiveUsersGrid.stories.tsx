import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activeUsers } from '../../test/stats.fixtures';
import { ActiveUsersGrid } from './ActiveUsersGrid';

const meta = {
  title: 'Components/ActiveUsersGrid',
  component: ActiveUsersGrid,
  args: { users: activeUsers(16), 'aria-label': 'สมาชิกที่ใช้งาน' },
} satisfies Meta<typeof ActiveUsersGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = canvas.getAllByRole('listitem');
    await expect(users).toHaveLength(16);
    const first = activeUsers(1)[0];
    await expect(canvas.getByRole('link', { name: first?.name })).toHaveAttribute('href', first?.href);
  },
};

export const Playground: Story = { args: { users: activeUsers(4) } };
