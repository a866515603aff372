import type { Meta, StoryObj } from '@storybook/react-vite';
import { activeUsers } from '../../test/stats.fixtures';
import { ActiveUsersGrid } from './ActiveUsersGrid';

const meta = {
  title: 'Components/ActiveUsersGrid/Features',
  component: ActiveUsersGrid,
  args: { users: activeUsers(12) },
} satisfies Meta<typeof ActiveUsersGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members without a picture show their initials. */
export const WithoutPictures: Story = {
  args: { users: activeUsers(6).map((u) => ({ ...u, avatarSrc: null })) },
};

/** Long Thai names take two lines at most (whole lines, never cut inside a character). */
export const LongThaiText: Story = {
  args: {
    users: activeUsers(4).map((u, i) =>
      i === 1 ? { ...u, name: 'พระมหาสมชาย ฐิตวิริโย ผู้ส่งต่อแสงสว่างแห่งธรรมประจำภาคตะวันออกเฉียงเหนือ' } : u,
    ),
  },
};

/** Four a row on a phone (390 px). */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
