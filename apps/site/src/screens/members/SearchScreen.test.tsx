import { defaultProfileTab, profilePath } from '@lightbearers/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const { mock, requests } = setupSiteApi();

const graphemes = (text: string, count: number) =>
  [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text)]
    .slice(0, count)
    .map((s) => s.segment)
    .join('');

async function renderAt(path: string) {
  renderRoute(path);
  await screen.findByRole('searchbox', {}, { timeout: 10_000 });
}

const member = () => {
  const first = mock.db.profiles[1]?.attributes;
  if (!first) throw new Error('no mock member');
  return first;
};

describe('member search', () => {
  it('does nothing for 2 characters and searches live from 3', async () => {
    await renderAt('/search');
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, graphemes(member().name, 2));
    expect(requests().filter((r) => r.includes('/api/profiles'))).toEqual([]);
    await userEvent.type(box, graphemes(member().name, 3).slice(graphemes(member().name, 2).length));
    const link = await screen.findByRole('link', { name: new RegExp(member().name) });
    // Signed out: the no-login address of the profile, on its default tab.
    expect(link.getAttribute('href')).toBe(
      profilePath({ uid: member().uid, at: member().at }, defaultProfileTab(member().type), false),
    );
  });

  it('the slug seeds the box; nobody found shows the product’s text', async () => {
    await renderAt(`/search/${encodeURIComponent('ฮฮฮฮ')}`);
    expect(screen.getByRole('searchbox')).toHaveValue('ฮฮฮฮ');
    await waitFor(() => expect(screen.getByText('ไม่พบผลการค้นหา')).toBeInTheDocument());
  });
});
