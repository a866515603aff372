import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LandingCall } from './LandingCall';

const meta = {
  title: 'Components/LandingCall',
  component: LandingCall,
  args: { onLogin: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingCall>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The final call: its own login button (its press is in the unit test: no hover in the screenshot). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled();
  },
};

export const Playground: Story = {};
