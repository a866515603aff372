import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LandingMemberTypes } from './LandingMemberTypes';

describe('LandingMemberTypes', () => {
  it('shows the three member types in order as h3 cards', () => {
    render(<LandingMemberTypes />);
    const section = screen.getByRole('region', { name: 'ร่วมเป็นส่วนหนึ่งได้ 3 แบบ' });
    const cards = section.querySelectorAll('[data-part="Type"]');
    expect(Array.from(cards).map((c) => c.getAttribute('data-type'))).toEqual(['sharer', 'creator', 'live']);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LandingMemberTypes />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
