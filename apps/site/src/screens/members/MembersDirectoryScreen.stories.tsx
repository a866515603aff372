import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import MembersDirectoryScreen from './MembersDirectoryScreen';

/** `/creator`: the members directory, filters all / Creator / Sharer, the avatar grid. */
const meta = {
  title: 'Screens/Creator directory',
  component: MembersDirectoryScreen,
} satisfies Meta<typeof MembersDirectoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getAllByRole('link', { name: /./ }).length).toBeGreaterThan(0));
  await waitFor(
    () =>
      expect(canvasElement.ownerDocument.querySelector('[data-component="MemberGrid"]')).toHaveAttribute(
        'data-state',
        'idle',
      ),
    { timeout: 10_000 },
  );
  return body;
};

export const Desktop: Story = {
  decorators: [atRoute({ member: true })],
  parameters: pageParameters('/creator'),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
  },
};

export const Phone: Story = { ...Desktop, parameters: pageParameters('/creator', 'phone') };

/** Only creators: every member shown has the firework marker. */
export const CreatorsOnly: Story = {
  decorators: [atRoute({ member: true })],
  parameters: pageParameters('/creator'),
  play: async ({ canvasElement }) => {
    const body = await grid(canvasElement);
    await userEvent.click(body.getByRole('radio', { name: 'Creator' }));
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.querySelectorAll('[data-part="Item"]').length).toBeGreaterThan(0));
    for (const item of doc.querySelectorAll('[data-part="Item"]'))
      await expect(item).toHaveAttribute('data-member-type', 'creator');
  },
};

/** A visitor sees the same directory. */
export const SignedOut: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/creator', 'phone'),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
  },
};
