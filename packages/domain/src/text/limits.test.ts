import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength } from './graphemes';
import {
  firstLine,
  fitText,
  flexBody,
  flexTitle,
  lineMessageText,
  metaDescription,
  pageTitle,
  playerTitle,
  shareDescription,
  shareQuote,
  shareTitle,
  statsPostDescription,
  TEXT_LIMITS,
} from './limits';

describe('fitText', () => {
  it('keeps text that fits (trimmed)', () => {
    expect(fitText('  สาธุ  ', 10)).toBe('สาธุ');
  });

  it('cuts long text so that it and ... make exactly max characters', () => {
    expect(fitText('abcdefghij', 6)).toBe('abc...');
    expect(fitText('abcdefghij', 2)).toBe('ab');
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(80), (text, max) => {
        expect(graphemeLength(fitText(text, max))).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('share and meta limits', () => {
  const long = 'ธรรมะ '.repeat(200);
  it.each([
    [shareTitle, 60],
    [shareDescription, 120],
    [shareQuote, 120],
    [lineMessageText, 350],
    [flexTitle, 50],
    [flexBody, 600],
  ] as const)('%o keeps at most %i characters', (fn, limit) => {
    const out = fn(long);
    expect(graphemeLength(out)).toBe(limit);
    expect(out.endsWith('...')).toBe(true);
    expect(fn('สั้น')).toBe('สั้น');
  });

  it('fills a short page title with the site name and cuts a long one at 50', () => {
    expect(TEXT_LIMITS.pageTitleMin).toBe(30);
    expect(pageTitle('สาธุ', 'ผู้นำแสงสว่าง ชุมชนแบ่งปันธรรมะ')).toBe('สาธุ | ผู้นำแสงสว่าง ชุมชนแบ่งปันธรรมะ');
    expect(pageTitle('สาธุ')).toBe('สาธุ');
    expect(pageTitle('', 'Site')).toBe('Site');
    const title = 'ก'.repeat(35);
    expect(pageTitle(title, 'Site')).toBe(title);
    expect(graphemeLength(pageTitle(long, 'Site'))).toBe(50);
  });

  it('fills a short meta description and cuts a long one at 600', () => {
    expect(metaDescription('สั้น', 'แบ่งปันธรรมะ')).toBe('สั้น แบ่งปันธรรมะ');
    expect(graphemeLength(metaDescription(long))).toBe(600);
    const enough = 'ข'.repeat(100);
    expect(metaDescription(enough, 'x')).toBe(enough);
  });
});

describe('statsPostDescription', () => {
  it('shows the first 100 characters plus ...', () => {
    expect(statsPostDescription('ก'.repeat(150))).toBe(`${'ก'.repeat(100)}...`);
    expect(statsPostDescription('สั้น')).toBe('สั้น');
    expect(statsPostDescription(null)).toBe('');
  });
});

describe('playerTitle', () => {
  it('titles a post with its first line that has any text, not a blank first line', () => {
    expect(firstLine('\n  \nบรรทัดแรก\nบรรทัดสอง')).toBe('บรรทัดแรก');
    expect(playerTitle('\n   \n  สาธุ ทุกท่าน  \nต่อ')).toBe('สาธุ ทุกท่าน');
  });

  it("cuts the line to the players' 50 characters", () => {
    const title = playerTitle(`${'ก'.repeat(80)}\nสอง`);
    expect(graphemeLength(title)).toBe(50);
    expect(title.endsWith('...')).toBe(true);
  });

  it('answers the fallback (cut the same) for a description without text', () => {
    expect(playerTitle(' \n\n ', 'วิดีโอ YouTube')).toBe('วิดีโอ YouTube');
    expect(playerTitle('', 'x'.repeat(60))).toHaveLength(50);
    expect(playerTitle('')).toBe('');
  });
});
