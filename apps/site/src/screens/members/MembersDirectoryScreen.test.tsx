import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { inDirectoryFilter } from './MembersDirectoryScreen';

const { mock, requests } = setupSiteApi();

describe('the directory filter', () => {
  it('keeps everyone, only creators, or everyone else', () => {
    expect(inDirectoryFilter({ type: 'creator' }, 'all')).toBe(true);
    expect(inDirectoryFilter({ type: 'sharer' }, 'creator')).toBe(false);
    expect(inDirectoryFilter({ type: 'creator' }, 'creator')).toBe(true);
    expect(inDirectoryFilter({ type: 'sharer' }, 'sharer')).toBe(true);
    expect(inDirectoryFilter({ type: 'creator' }, 'sharer')).toBe(false);
  });

  it('filters the loaded members on the page, without another request', async () => {
    renderRoute('/creator');
    const list = await screen.findByRole('list', { name: 'สมาชิก' }, { timeout: 10_000 });
    const total = mock.db.profiles.length;
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(total));
    const creators = mock.db.profiles.filter((p) => p.attributes.type === 'creator').length;
    const before = requests().length;
    await userEvent.click(screen.getByRole('radio', { name: 'Creator' }));
    expect(within(list).getAllByRole('link')).toHaveLength(creators);
    await userEvent.click(screen.getByRole('radio', { name: 'Sharer' }));
    expect(within(list).getAllByRole('link')).toHaveLength(total - creators);
    expect(requests()).toHaveLength(before);
  });
});
