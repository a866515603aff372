import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import SearchScreen from './SearchScreen';

const member = mockApi.db.profiles[1]?.attributes.name ?? '';
/** Three characters of a mock member's name (Thai), as a member would type. */
const part = [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(member)]
  .slice(0, 3)
  .map((s) => s.segment)
  .join('');

/** `/search` and `/search/{slug}`: live member search from 3 characters. */
const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  decorators: [atRoute({ member: true })],
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty box. */
export const Desktop: Story = { parameters: pageParameters('/search') };

export const Phone: Story = { parameters: pageParameters('/search', 'phone') };

/** `/search/{slug}`: the slug seeds the box and the results show. */
export const Results: Story = {
  parameters: pageParameters(`/search/${encodeURIComponent(part)}`),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('searchbox', {}, { timeout: 10_000 })).toHaveValue(part);
    await waitFor(() => expect(body.getByRole('link', { name: new RegExp(member) })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

export const ResultsPhone: Story = {
  ...Results,
  parameters: pageParameters(`/search/${encodeURIComponent(part)}`, 'phone'),
};

/** Nobody matches: 'ไม่พบผลการค้นหา'. */
export const NoResults: Story = {
  parameters: pageParameters(`/search/${encodeURIComponent('ฮฮฮฮฮ')}`),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('ไม่พบผลการค้นหา', {}, { timeout: 10_000 })).toBeVisible();
  },
};
