import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingAbout } from './LandingAbout';

const meta = {
  title: 'Components/LandingAbout',
  component: LandingAbout,

  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingAbout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the site is: the h2, the sentence and the points with their check marks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'ที่นี่คืออะไร' });
    await expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const Playground: Story = { args: { points: ['แชร์โพสต์ธรรมะ', 'สะสมคะแนน', 'แลกของที่ระลึก'] } };
