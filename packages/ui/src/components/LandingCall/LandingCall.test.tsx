import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LandingCall } from './LandingCall';

describe('LandingCall', () => {
  it('has the final call with its own login button', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LandingCall onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LandingCall onLogin={() => {}} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
