import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inLayout, pageParameters } from '../stories/site';
import { ComingRoute } from './coming';

/**
 * The one placeholder of every route whose screen comes with a later issue, shown inside each layout
 * it appears in (the route table's layout for that route), signed in and out.
 */
const meta = {
  title: 'Screens/Coming placeholder',
  component: ComingRoute,
  args: { upcoming: 'feed' },
} satisfies Meta<typeof ComingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const waitForHeader = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement.ownerDocument.body).findByTestId('site-header', {}, { timeout: 10_000 }),
  ).toBeVisible();
};

/** `/all/other` for a member: side menu, header with bell, the marked placeholder. */
export const DefaultSignedIn: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters('/all/other'),
  play: async (context) => {
    await waitForHeader(context);
    await expect(within(context.canvasElement).getByText('กำลังพัฒนา')).toBeVisible();
  },
};

/** The same on a phone: the side menu becomes the bottom bar's drawer. */
export const DefaultSignedInPhone: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters('/all/other', 'phone'),
  play: async (context) => {
    await waitForHeader(context);
    await expect(
      within(context.canvasElement.ownerDocument.body).getByRole('navigation', { name: 'แถบนำทาง' }),
    ).toBeVisible();
  },
};

/** `/topshare` for a visitor: the header with its login button. */
export const DefaultVisitor: Story = {
  args: { upcoming: 'stats' },
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/topshare', 'phone'),
};

/** `/me` (blank layout: members only). */
export const Blank: Story = {
  args: { upcoming: 'profile' },
  decorators: [inLayout('blank', true)],
  parameters: pageParameters('/me'),
  play: waitForHeader,
};

/** `/post/12` for a visitor (noLoginPost). */
export const NoLoginPost: Story = {
  args: { upcoming: 'post' },
  decorators: [inLayout('noLoginPost', false)],
  parameters: pageParameters('/post/12', 'phone'),
};

/** `/user7` for a visitor (noLoginProfile). */
export const NoLoginProfile: Story = {
  args: { upcoming: 'profile' },
  decorators: [inLayout('noLoginProfile', false)],
  parameters: pageParameters('/user7'),
};

/** `/orgsub` (nologin: page and footer). */
export const NoLogin: Story = {
  args: { upcoming: 'orgsub' },
  decorators: [inLayout('nologin', false)],
  parameters: pageParameters('/orgsub', 'phone'),
};

/** `/profileexport` (null layout: nothing around). */
export const Null: Story = {
  args: { upcoming: 'profileexport' },
  decorators: [inLayout('null', true)],
  parameters: pageParameters('/profileexport'),
};
