import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NIGHT_MODE_KEY } from './nightMode';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.dataset.theme = 'light';
});

describe('site shell', () => {
  it('shows the landing page with the three member types', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ร่วมเป็นผู้ส่งต่อแสงสว่างแห่งธรรม');
    const types = screen.getByRole('list', { name: 'ประเภทสมาชิก' });
    expect(types.querySelectorAll('li')).toHaveLength(3);
  });

  it('prints the footer year in the Buddhist era (Gregorian + 543)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00+07:00'));
    renderAt('/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2569 Lightbearers');
  });

  it('toggles night mode on <html> and remembers it in local storage', async () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'โหมดกลางคืน' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('night');
    expect(localStorage.getItem(NIGHT_MODE_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'โหมดกลางวัน' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(NIGHT_MODE_KEY)).toBe('false');
  });

  it('answers an unknown path with the not-found page and a way home', async () => {
    renderAt('/no/such/page');
    expect(screen.getByText('ไม่พบหน้าที่คุณกำลังค้นหา')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'กลับหน้าหลัก' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ร่วมเป็นผู้ส่งต่อ');
  });
});
