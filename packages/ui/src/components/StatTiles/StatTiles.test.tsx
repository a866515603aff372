import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { StatTiles } from './StatTiles';

const tiles = [
  { key: 'a', label: 'ผู้แชร์', value: '1,284' },
  { key: 'b', label: 'ครีเอเตอร์', value: '148' },
];

describe('StatTiles', () => {
  it('pairs each label with its value in order, the first highlighted; forwards its ref', () => {
    const ref = createRef<HTMLDListElement>();
    render(<StatTiles ref={ref} tiles={tiles} />);
    expect(ref.current).toHaveAttribute('data-component', 'StatTiles');
    const items = [...(ref.current?.children ?? [])];
    expect(items.map((t) => t.textContent)).toEqual(['ผู้แชร์1,284', 'ครีเอเตอร์148']);
    expect(items.map((t) => t.getAttribute('data-tone'))).toEqual(['accent', 'default']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatTiles tiles={tiles} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
