import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { PolicyRoute } from './policy';

/** `/privacy`, `/cookie` and `/service`: the policy texts in the nologinHeader layout. */
const meta = {
  title: 'Screens/Policies',
  component: PolicyRoute,
  decorators: [inLayout('nologinHeader', false)],
  args: { page: 'privacy' },
} satisfies Meta<typeof PolicyRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = { parameters: pageParameters('/privacy') };

export const PrivacyPhone: Story = { parameters: pageParameters('/privacy', 'phone') };

export const Cookie: Story = { args: { page: 'cookie' }, parameters: pageParameters('/cookie', 'phone') };

export const Service: Story = { args: { page: 'service' }, parameters: pageParameters('/service') };
