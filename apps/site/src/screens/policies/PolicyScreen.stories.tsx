import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import PolicyScreen from './PolicyScreen';

/** `/privacy`, `/cookie` and `/service`: the policy texts in the nologinHeader layout. */
const meta = {
  title: 'Screens/Policies',
  component: PolicyScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof PolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = { parameters: pageParameters('/privacy') };

export const PrivacyPhone: Story = { parameters: pageParameters('/privacy', 'phone') };

export const Cookie: Story = { parameters: pageParameters('/cookie', 'phone') };

export const Service: Story = { parameters: pageParameters('/service') };
