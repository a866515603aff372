import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { InstallSteps } from './InstallSteps';

describe('InstallSteps', () => {
  it('shows the install button only when the browser can prompt', async () => {
    const user = userEvent.setup();
    const onInstall = vi.fn();
    const { rerender } = render(<InstallSteps canPrompt onInstall={onInstall} />);
    expect(document.querySelector('[data-component="InstallSteps"]')).toHaveAttribute('data-state', 'prompt');
    await user.click(screen.getByRole('button', { name: 'ติดตั้งแอป' }));
    expect(onInstall).toHaveBeenCalledTimes(1);
    rerender(<InstallSteps canPrompt={false} onInstall={onInstall} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('[data-component="InstallSteps"]')).toHaveAttribute('data-state', 'manual');
  });

  it('numbers the Android/Chrome and iOS/Safari steps in named sections', () => {
    render(<InstallSteps canPrompt={false} />);
    const android = within(screen.getByRole('region', { name: 'Android (Chrome)' }));
    expect(android.getAllByRole('listitem')[0]).toHaveTextContent('เปิดเว็บไซต์นี้ด้วย Chrome');
    const ios = within(screen.getByRole('region', { name: 'iPhone / iPad (Safari)' }));
    expect(ios.getByRole('list').tagName).toBe('OL');
  });

  it('says it is already installed instead of the steps, and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<InstallSteps ref={ref} canPrompt installed />);
    expect(ref.current).toHaveAttribute('data-state', 'installed');
    expect(screen.getByRole('status')).toHaveTextContent('ติดตั้งแอปแล้ว');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<InstallSteps canPrompt />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
