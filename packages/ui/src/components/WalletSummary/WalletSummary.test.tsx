import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { WalletSummary } from './WalletSummary';

describe('WalletSummary', () => {
  it('pairs each balance with its name, spendable points first and highlighted', () => {
    const ref = createRef<HTMLDListElement>();
    render(<WalletSummary ref={ref} currentPoint="240" canChangeTotal="135" allTimeTotal="1,275" />);
    expect(ref.current).toHaveAttribute('data-component', 'WalletSummary');
    const tiles = [...(ref.current?.children ?? [])];
    expect(tiles.map((t) => t.getAttribute('data-part'))).toEqual([
      'CurrentPoint',
      'CanChangeTotal',
      'AllTimeTotal',
    ]);
    expect(tiles.map((t) => t.textContent)).toEqual([
      'คะแนนที่ใช้แลกได้240 คะแนน',
      'คะแนนแชร์ที่รอแลก135 คะแนน',
      'คะแนนแชร์สะสมทั้งหมด1,275 คะแนน',
    ]);
    expect(tiles[0]).toHaveAttribute('data-tone', 'accent');
    expect(screen.getAllByRole('term')).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(<WalletSummary currentPoint="0" canChangeTotal="0" allTimeTotal="0" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
