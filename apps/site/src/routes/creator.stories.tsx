import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inLayout, pageParameters } from '../stories/site';
import { CreatorRoute } from './creator';

/** `/creator`: the members directory, filters all / Creator / Sharer, the avatar grid. */
const meta = {
  title: 'Screens/Creator directory',
  component: CreatorRoute,
} satisfies Meta<typeof CreatorRoute>;
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
  decorators: [inLayout('default', true)],
  parameters: pageParameters('/creator'),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
  },
};

export const Phone: Story = { ...Desktop, parameters: pageParameters('/creator', 'phone') };

/** Only creators: every member shown has the firework marker. */
export const CreatorsOnly: Story = {
  decorators: [inLayout('default', true)],
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
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/creator', 'phone'),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
  },
};
