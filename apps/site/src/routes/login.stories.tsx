import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { LoginRoute } from './login';

/** `/login`: the single Google sign-in button. */
const meta = {
  title: 'Screens/Login',
  component: LoginRoute,
  decorators: [inLayout('nologinHeader', false)],
} satisfies Meta<typeof LoginRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login') };

export const Phone: Story = { parameters: pageParameters('/login', 'phone') };
