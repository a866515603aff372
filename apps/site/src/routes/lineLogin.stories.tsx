import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { LineLoginRoute } from './lineLogin';

/** `/login/line` in a build without a LIFF id: it explains LINE is not configured. */
const meta = {
  title: 'Screens/LINE sign-in',
  component: LineLoginRoute,
  decorators: [inLayout('nologinHeader', false)],
  args: { liffId: null },
} satisfies Meta<typeof LineLoginRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login/line') };

export const Phone: Story = { parameters: pageParameters('/login/line', 'phone') };
