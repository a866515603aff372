import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { LinkProvider, type RouterAnchorProps } from '../Link';
import { ProfileTabs } from './ProfileTabs';
import { handleHrefs, loggedOutHrefs } from './ProfileTabs.fixtures';

const meta = {
  title: 'Components/ProfileTabs/Features',
  component: ProfileTabs,
  args: { hrefs: handleHrefs, value: 'share' },
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sharer opens on the share statistics. */
export const ShareCurrent: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/@somchai/share');
    await expect(current).toHaveAttribute('data-state', 'active');
  },
};

/** Only the tabs given show: a page that leaves out YouTube and TikTok. */
export const SomeTabs: Story = {
  args: { hrefs: { other: handleHrefs.other, share: handleHrefs.share }, value: 'other' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** With formatted counts after the labels. */
export const WithCounts: Story = {
  args: { value: 'youtube', counts: { other: '1,284', youtube: '24', tiktok: '9' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveAccessibleName(
      'YouTube 24',
    );
  },
};

function RouterAnchor({ href, ...rest }: RouterAnchorProps) {
  return <FakeRouterLink to={href} {...rest} />;
}

/** Signed out (`/user12/{tab}`), inside the app's `LinkProvider`: every tab is the router's link. */
export const LoggedOutWithRouter: Story = {
  args: { hrefs: loggedOutHrefs, value: 'tiktok' },
  render: (args) => (
    <LinkProvider component={RouterAnchor}>
      <ProfileTabs {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/user12/other');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link', 'true');
  },
};

export const Phone: Story = {
  args: { value: 'share', counts: { other: '1,284', youtube: '24', tiktok: '9' } },
  parameters: { screenshot: { viewport: 'phone' } },
};
