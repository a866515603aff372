import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultProfileTab,
  notFoundPath,
  PROFILE_TABS,
  parsePageParam,
  parsePostId,
  parseProfileTab,
  parseUserId,
  postLoginPath,
  postPath,
  profilePath,
  userPath,
} from './params';

describe('parsePostId', () => {
  it('accepts a positive integer or exactly all', () => {
    expect(parsePostId('42')).toBe(42);
    expect(parsePostId('all')).toBe('all');
    expect(parsePostId(7)).toBe(7);
  });

  it.each(['0', '-1', '1.5', '01', ' 1', '1e3', 'ALL', 'all ', '', 'abc', '99999999999999999999'])(
    'rejects %j',
    (raw) => {
      expect(parsePostId(raw)).toBeNull();
    },
  );

  it('rejects non-strings and unsafe numbers', () => {
    expect(parsePostId(undefined)).toBeNull();
    expect(parsePostId(null)).toBeNull();
    expect(parsePostId(0)).toBeNull();
    expect(parsePostId(1.5)).toBeNull();
    expect(parsePostId(2 ** 60)).toBeNull();
  });

  it('never throws and gives null, all or a positive safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const id = parsePostId(raw);
        expect(id === null || id === 'all' || (Number.isSafeInteger(id) && id > 0)).toBe(true);
      }),
    );
  });

  it('round-trips every positive safe integer written in decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parsePostId(String(n))).toBe(n);
        expect(parsePageParam(String(n))).toBe(n);
        expect(parseUserId(String(n))).toBe(n);
      }),
    );
  });
});

describe('parsePageParam', () => {
  it('accepts positive integers only', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('all')).toBeNull();
    expect(parsePageParam('0')).toBeNull();
    expect(parsePageParam('2x')).toBeNull();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const page = parsePageParam(raw);
        expect(page === null || (Number.isSafeInteger(page) && page > 0)).toBe(true);
      }),
    );
  });
});

describe('profile tabs', () => {
  it('accepts share, youtube, tiktok and other only', () => {
    for (const tab of PROFILE_TABS) expect(parseProfileTab(tab)).toBe(tab);
    expect(parseProfileTab('Share')).toBeNull();
    expect(parseProfileTab('facebook')).toBeNull();
    expect(parseProfileTab(undefined)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const tab = parseProfileTab(raw);
        expect(tab === null || PROFILE_TABS.includes(tab)).toBe(true);
      }),
    );
  });

  it('opens sharers on share and everyone else on other', () => {
    expect(defaultProfileTab('sharer')).toBe('share');
    expect(defaultProfileTab('creator')).toBe('other');
    expect(defaultProfileTab(null)).toBe('other');
    expect(defaultProfileTab('')).toBe('other');
  });
});

describe('profilePath', () => {
  it('uses the handle when there is one', () => {
    expect(profilePath({ uid: 5, at: 'somchai' }, 'share', true)).toBe('/@somchai/share');
    expect(profilePath({ uid: 5, at: 'somchai' }, 'other', false)).toBe('/u@somchai/other');
  });

  it('uses the user id otherwise', () => {
    expect(profilePath({ uid: 5 }, 'youtube', true)).toBe('/u5/youtube');
    expect(profilePath({ uid: 5, at: null }, 'tiktok', false)).toBe('/user5/tiktok');
    expect(profilePath({ uid: 5, at: '  ' }, 'tiktok', true)).toBe('/u5/tiktok');
  });

  it('encodes a handle that is not URL-safe', () => {
    expect(profilePath({ uid: 1, at: 'สมชาย' }, 'other', true)).toBe(
      `/@${encodeURIComponent('สมชาย')}/other`,
    );
    expect(profilePath({ uid: 1, at: 'a/b' }, 'other', true)).toBe('/@a%2Fb/other');
  });
});

describe('other paths', () => {
  it('builds post, user and not-found paths for each login state', () => {
    expect(postPath(12, true)).toBe('/p/12');
    expect(postPath(12, false)).toBe('/post/12');
    expect(postPath('all', true, 9)).toBe('/p/all/9');
    expect(postPath(12, false, null)).toBe('/post/12');
    expect(userPath(3, true)).toBe('/u3');
    expect(userPath(3, false)).toBe('/user3');
    expect(notFoundPath(true)).toBe('/404');
    expect(notFoundPath(false)).toBe('/404NoLogin');
    expect(postLoginPath(true)).toBe('/all/other');
    expect(postLoginPath(false)).toBe('/sharer');
  });
});
