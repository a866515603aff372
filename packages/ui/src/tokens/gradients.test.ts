import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { gradientBackground, isReadableGradient, textPostGradients, textPostInk } from './gradients';

describe('text-post gradients', () => {
  it('has the product’s 24 or 25 built-in gradients, each named once', () => {
    expect([24, 25]).toContain(textPostGradients.length);
    expect(new Set(textPostGradients.map((g) => g.name)).size).toBe(textPostGradients.length);
  });

  it.each(textPostGradients.map((g) => [g.name, g.colors] as const))(
    '%s keeps the ink at 4.5:1 on every stop',
    (_, colors) => {
      for (const stop of colors) expect(contrastRatio(textPostInk, stop)).toBeGreaterThanOrEqual(4.5);
      expect(isReadableGradient(colors)).toBe(true);
    },
  );

  it('refuses dark, malformed and empty gradients from the public list', () => {
    expect(isReadableGradient(['#000000', '#434343'])).toBe(false);
    expect(isReadableGradient(['#FDE7C8', '#1A2980'])).toBe(false);
    expect(isReadableGradient(['red', '#FFFFFF'])).toBe(false);
    expect(isReadableGradient([])).toBe(false);
  });

  it('draws two or more stops as a diagonal linear gradient and one as a flat colour', () => {
    expect(gradientBackground(['#FDE7C8', '#F9C7B8'])).toBe('linear-gradient(135deg, #FDE7C8, #F9C7B8)');
    expect(gradientBackground(['#FDE7C8'])).toBe('#FDE7C8');
  });
});
