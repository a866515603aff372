import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LandingAbout } from './LandingAbout';

describe('LandingAbout', () => {
  it('has the about points, one list item each', () => {
    render(<LandingAbout points={['หนึ่ง', 'สอง']} />);
    expect(within(screen.getByRole('region', { name: 'ที่นี่คืออะไร' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LandingAbout />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
