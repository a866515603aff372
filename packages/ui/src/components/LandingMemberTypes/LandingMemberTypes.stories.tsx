import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingMemberTypes } from './LandingMemberTypes';

const meta = {
  title: 'Components/LandingMemberTypes',
  component: LandingMemberTypes,

  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingMemberTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sharer, Creator and LIVE (product §1): three columns on desktop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(titles.map((t) => t.textContent)).toEqual([
      'Sharer ผู้ส่งต่อแสงสว่าง',
      'Creator ผู้สร้างสรรค์',
      'LIVE ถ่ายทอดสด',
    ]);
  },
};

export const Playground: Story = {};
