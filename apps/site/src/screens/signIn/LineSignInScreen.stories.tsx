import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { pageParameters } from '../../stories/site';
import LineSignInScreen from './LineSignInScreen';

/** `/login/line` in a build without a LIFF id: it explains LINE is not configured. */
const meta = {
  title: 'Screens/LINE sign-in',
  component: LineSignInScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof LineSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/login/line') };

export const Phone: Story = { parameters: pageParameters('/login/line', 'phone') };
