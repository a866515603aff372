import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { pageParameters } from '../../stories/site';
import DevSignInScreen from './DevSignInScreen';

/** `/login/dev`: the demo members from `GET /api/connect/dev`, one tap signs in. */
const meta = {
  title: 'Screens/Development sign-in',
  component: DevSignInScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof DevSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login/dev') };

export const Phone: Story = { parameters: pageParameters('/login/dev', 'phone') };
