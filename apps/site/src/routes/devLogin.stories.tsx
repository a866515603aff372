import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { DevLoginRoute } from './devLogin';

/** `/login/dev`: the demo members from `GET /api/connect/dev`, one tap signs in. */
const meta = {
  title: 'Screens/Development sign-in',
  component: DevLoginRoute,
  decorators: [inLayout('nologinHeader', false)],
} satisfies Meta<typeof DevLoginRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login/dev') };

export const Phone: Story = { parameters: pageParameters('/login/dev', 'phone') };
