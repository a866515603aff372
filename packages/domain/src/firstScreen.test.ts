import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A page's first Intl object costs the browser its ICU data (60–100 ms of a page's start on a slow
// machine): what a first screen writes — counts, the footer's year, dates, Thai and ASCII texts cut
// to their limits — makes none.
describe('what a first screen writes needs no Intl', () => {
  const made: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    made.length = 0;
    for (const kind of ['DateTimeFormat', 'NumberFormat', 'Segmenter', 'PluralRules', 'Collator'] as const) {
      const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
      vi.spyOn(Intl, kind).mockImplementation(function (this: unknown, ...args: unknown[]) {
        made.push(kind);
        return new Real(...args);
      } as never);
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('when its modules load and when they write', async () => {
    const domain = await import('./index');
    expect(made).toEqual([]);
    expect(domain.formatCount(1234567)).toBe('1,234,567');
    expect(domain.buddhistYearAt(Date.parse('2026-12-02T00:00:00Z'))).toBe(2569);
    expect(domain.formatThaiDate('2026-12-02T03:00:00Z')).toBe('2 ธ.ค. 2569');
    expect(domain.formatThaiDateTime('2026-12-02T03:05:00Z')).toBe('2 ธ.ค. 2569 10:05');
    expect(domain.truncate('สาธุ', 300)).toBe('สาธุ');
    expect(domain.splitDescription('ขออนุโมทนาบุญ').hasMore).toBe(false);
    expect(domain.playerTitle('ขออนุโมทนาบุญกับทุกท่านที่ร่วมทำบุญตักบาตรเทโวในวันออกพรรษาปีนี้ที่วัด')).toBe(
      'ขออนุโมทนาบุญกับทุกท่านที่ร่วมทำบุญตักบาตรเทโวในวันออกพรรษา...',
    );
    expect(domain.truncate('น้ำ'.repeat(301), 300)).toBe(`${'น้ำ'.repeat(300)}...`);
    expect(made).toEqual([]);
  });

  it('and Intl still segments the rest: long text with emoji', async () => {
    const domain = await import('./index');
    expect(domain.truncate('🙏🏽'.repeat(301), 300)).toBe(`${'🙏🏽'.repeat(300)}...`);
    expect(made).toEqual(['Segmenter']);
  });
});
