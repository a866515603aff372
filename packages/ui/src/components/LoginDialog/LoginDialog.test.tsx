import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LoginDialog } from './LoginDialog';

describe('LoginDialog', () => {
  it('ticks privacy by default, links it to /privacy and calls each provider', async () => {
    const user = userEvent.setup();
    const onGoogle = vi.fn();
    const onLine = vi.fn();
    const onTikTok = vi.fn();
    render(
      <LoginDialog privacyHref="/privacy" open onGoogle={onGoogle} onLine={onLine} onTikTok={onTikTok} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    expect(dialog).toHaveAttribute('data-component', 'LoginDialog');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }));
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย TikTok' }));
    expect(onGoogle).toHaveBeenCalledTimes(1);
    expect(onLine).toHaveBeenCalledTimes(1);
    expect(onTikTok).toHaveBeenCalledTimes(1);
  });

  it('without onLine there is no LINE button (LINE not configured); onEmail adds the e-mail one', async () => {
    const user = userEvent.setup();
    const onEmail = vi.fn();
    render(
      <LoginDialog privacyHref="/privacy" open onGoogle={vi.fn()} onTikTok={vi.fn()} onEmail={onEmail} />,
    );
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^เข้าสู่ระบบด้วย/ }).map((b) => b.textContent)).toEqual([
      'เข้าสู่ระบบด้วย Google',
      'เข้าสู่ระบบด้วย TikTok',
      'เข้าสู่ระบบด้วยอีเมล',
    ]);
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยอีเมล' }));
    expect(onEmail).toHaveBeenCalledTimes(1);
  });

  it('disables only Google while privacy is unticked, and says why', async () => {
    const user = userEvent.setup();
    const onGoogle = vi.fn();
    render(<LoginDialog privacyHref="/privacy" open onGoogle={onGoogle} onLine={vi.fn()} />);
    await user.click(screen.getByRole('checkbox'));
    const google = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/ยอมรับนโยบายความเป็นส่วนตัวก่อน/);
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeEnabled();
    await user.click(google);
    expect(onGoogle).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    expect(google).toBeEnabled();
  });

  it('marks the busy provider and holds the others, and shows the error as an alert', () => {
    render(
      <LoginDialog privacyHref="/privacy" open busy="tiktok" onLine={() => {}} error="บัญชี LINE นี้ไม่มีอีเมล" />,
    );
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย TikTok' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('alert')).toHaveTextContent('บัญชี LINE นี้ไม่มีอีเมล');
  });

  it('is controlled: closing reports false through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<LoginDialog privacyHref="/privacy" open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<LoginDialog privacyHref="/privacy" open />);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
