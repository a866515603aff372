import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberResults, memberResultsStates } from './MemberResults';
import { found, sampleQuery } from './MemberResults.fixtures';

const meta = {
  title: 'Components/MemberResults',
  component: MemberResults,
  args: { members: found(sampleQuery), state: 'done' },
  argTypes: { state: { control: 'inline-radio', options: memberResultsStates } },
} satisfies Meta<typeof MemberResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search that found members: each opens the profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'ผลการค้นหา' });
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/u\d+$/));
  },
};

export const Playground: Story = {};
