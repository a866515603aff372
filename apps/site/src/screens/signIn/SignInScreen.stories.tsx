import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { pageParameters } from '../../stories/site';
import SignInScreen from './SignInScreen';

/** `/login`: the single Google sign-in button. */
const meta = {
  title: 'Screens/Login',
  component: SignInScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login') };

export const Phone: Story = { parameters: pageParameters('/login', 'phone') };
