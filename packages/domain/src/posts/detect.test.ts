import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanFacebookUrl,
  detectPost,
  facebookLinkKind,
  isTiktokShortLink,
  tiktokIds,
  tweetId,
  youtubeId,
} from './detect';
import { POST_TYPES } from './types';

// This package's lib has no DOM types; the WHATWG URL parser is the reference the tests compare with.
const WhatwgURL = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

const YT = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`],
    [`https://youtube.com/watch?feature=share&v=${YT}&t=10`],
    [`https://m.youtube.com/watch?v=${YT}`],
    [`https://music.youtube.com/watch?v=${YT}&list=RD`],
    [`https://youtu.be/${YT}`],
    [`https://youtu.be/${YT}?si=abc`],
    [`https://www.youtube.com/shorts/${YT}`],
    [`https://www.youtube.com/embed/${YT}?autoplay=1`],
    [`https://www.youtube.com/live/${YT}?feature=share`],
    [`http://WWW.YOUTUBE.COM/watch?v=${YT}`],
  ])('finds the id in %s', (url) => {
    expect(youtubeId(url)).toBe(YT);
  });

  it.each([
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://www.youtube.com/playlist?list=PL123'],
    ['https://www.youtube.com/c/SomeChannel'],
    ['https://www.youtube.com/@somehandle'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://youtu.be/'],
    [`https://notyoutube.com/watch?v=${YT}`],
    [`https://www.youtube.com.evil.example/watch?v=${YT}`],
    ['not a url'],
  ])('gives null for %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('tiktokIds and short links', () => {
  it('reads the handle and video id of a long link', () => {
    expect(tiktokIds('https://www.tiktok.com/@dhamma.daily/video/7123456789012345678?lang=th')).toEqual({
      handle: 'dhamma.daily',
      videoId: '7123456789012345678',
    });
    expect(tiktokIds('https://m.tiktok.com/@a_b/video/1')).toEqual({ handle: 'a_b', videoId: '1' });
  });

  it('gives null for other TikTok links and other hosts', () => {
    expect(tiktokIds('https://www.tiktok.com/@dhamma.daily')).toBeNull();
    expect(tiktokIds('https://www.tiktok.com/@x/video/abc')).toBeNull();
    expect(tiktokIds('https://vm.tiktok.com/ZSabc123/')).toBeNull();
    expect(tiktokIds('https://example.com/@x/video/1')).toBeNull();
  });

  it('recognises vm., vt. and /t/ short links only with a code', () => {
    expect(isTiktokShortLink('https://vm.tiktok.com/ZSJabc123/')).toBe(true);
    expect(isTiktokShortLink('https://vt.tiktok.com/ZSJabc123')).toBe(true);
    expect(isTiktokShortLink('https://www.tiktok.com/t/ZTRabc/')).toBe(true);
    expect(isTiktokShortLink('https://vm.tiktok.com/')).toBe(false);
    expect(isTiktokShortLink('https://www.tiktok.com/@x')).toBe(false);
    expect(isTiktokShortLink('https://example.com/t/abc')).toBe(false);
    expect(isTiktokShortLink('nonsense')).toBe(false);
  });
});

describe('tweetId', () => {
  it('takes the digits after status/ on twitter.com and x.com', () => {
    expect(tweetId('https://twitter.com/jack/status/20')).toBe('20');
    expect(tweetId('https://x.com/some_user/status/1650000000000000000?s=20')).toBe('1650000000000000000');
    expect(tweetId('https://mobile.twitter.com/a/status/123/photo/1')).toBe('123');
    expect(tweetId('https://twitter.com/i/web/status/456')).toBe('456');
  });

  it('gives null without a status id', () => {
    expect(tweetId('https://twitter.com/jack')).toBeNull();
    expect(tweetId('https://twitter.com/jack/status/')).toBeNull();
    expect(tweetId('https://example.com/jack/status/20')).toBeNull();
    expect(tweetId('')).toBeNull();
  });
});

describe('facebook links', () => {
  it.each([
    ['https://www.facebook.com/somepage/posts/pfbid02abc', 'post'],
    ['https://www.facebook.com/permalink.php?story_fbid=1&id=2', 'post'],
    ['https://m.facebook.com/story.php?story_fbid=1&id=2', 'post'],
    ['https://www.facebook.com/photo.php?fbid=123&set=a.1', 'post'],
    ['https://www.facebook.com/photo/?fbid=123', 'post'],
    ['https://www.facebook.com/page/photos/a.1/2/', 'post'],
    ['https://www.facebook.com/groups/123/posts/456/', 'post'],
    ['https://www.facebook.com/groups/123/permalink/456/', 'post'],
    ['https://www.facebook.com/share/p/abcDEF/', 'post'],
    ['https://www.facebook.com/page/videos/123456/', 'video'],
    ['https://www.facebook.com/watch/?v=123', 'video'],
    ['https://www.facebook.com/watch?v=123', 'video'],
    ['https://fb.watch/abcDEF/', 'video'],
    ['https://www.facebook.com/reel/123456', 'video'],
    ['https://www.facebook.com/share/v/abc/', 'video'],
    ['https://www.facebook.com/somepage', null],
    ['https://fb.watch/', null],
    ['https://facebook.example.com/page/posts/1', null],
  ])('%s is %s', (url, kind) => {
    expect(facebookLinkKind(url)).toBe(kind);
  });

  it('drops tracking parameters and the fragment but keeps what identifies the post', () => {
    expect(
      cleanFacebookUrl('https://www.facebook.com/page/posts/pfbid0x?__cft__[0]=AZ&__tn__=%2CO%2CP-R#x'),
    ).toBe('https://www.facebook.com/page/posts/pfbid0x');
    expect(
      cleanFacebookUrl('https://www.facebook.com/permalink.php?story_fbid=11&id=22&mibextid=Nif5oz'),
    ).toBe('https://www.facebook.com/permalink.php?story_fbid=11&id=22');
    expect(cleanFacebookUrl('https://www.facebook.com/photo.php?fbid=9&set=a.1&type=3')).toBe(
      'https://www.facebook.com/photo.php?fbid=9',
    );
    expect(cleanFacebookUrl('https://www.facebook.com/watch/?v=123&ref=sharing')).toBe(
      'https://www.facebook.com/watch/?v=123',
    );
    expect(cleanFacebookUrl('https://www.facebook.com/page/posts/1#comments')).toBe(
      'https://www.facebook.com/page/posts/1',
    );
    expect(cleanFacebookUrl('https://www.facebook.com/page/posts/1')).toBe(
      'https://www.facebook.com/page/posts/1',
    );
  });
});

describe('detectPost', () => {
  it('gives postText without a link and postPhoto with photos', () => {
    expect(detectPost('สวัสดีครับ ขออนุโมทนาบุญ')).toEqual({ type: 'postText', url: null });
    expect(detectPost('')).toEqual({ type: 'postText', url: null });
    expect(detectPost('ภาพงานบุญ', 3)).toEqual({ type: 'postPhoto', url: null });
    expect(detectPost('', 1)).toEqual({ type: 'postPhoto', url: null });
  });

  it('uses the first http(s) link and ignores the rest', () => {
    const message = `ดูคลิปนี้ https://youtu.be/${YT} แล้วก็ https://twitter.com/a/status/1`;
    expect(detectPost(message)).toEqual({
      type: 'videoYoutube',
      url: `https://youtu.be/${YT}`,
      youtubeId: YT,
    });
  });

  it('skips ftp and file links when looking for the post link', () => {
    expect(detectPost('ftp://files.example.com/a.zip')).toEqual({ type: 'postText', url: null });
    expect(detectPost('file:///tmp/a https://example.com/x').url).toBe('https://example.com/x');
  });

  it('stores the link without trailing sentence punctuation', () => {
    expect(detectPost('อ่านที่ https://example.com/dhamma.').url).toBe('https://example.com/dhamma');
    expect(detectPost('(ดู https://example.com/a)').url).toBe('https://example.com/a');
  });

  it('keeps a link glued to Thai text on its left', () => {
    expect(detectPost(`ดูนี่https://youtu.be/${YT}`)).toMatchObject({ type: 'videoYoutube', youtubeId: YT });
  });

  it('reads the ids of a link glued to Thai text on its right', () => {
    expect(detectPost(`https://youtu.be/${YT}นะคะ`)).toMatchObject({ type: 'videoYoutube', youtubeId: YT });
    expect(detectPost(`https://www.youtube.com/watch?v=${YT}ค่ะ`).youtubeId).toBe(YT);
    expect(detectPost('https://x.com/a/status/123ครับ').tweetId).toBe('123');
    expect(detectPost('https://www.tiktok.com/@a/video/456จ้า').tiktok).toEqual({
      handle: 'a',
      videoId: '456',
    });
    expect(youtubeId(`https://youtu.be/${YT}x`)).toBeNull();
  });

  it('treats YouTube channel, playlist, /c/ and /@handle links as postLink', () => {
    for (const url of [
      'https://www.youtube.com/channel/UCabc',
      'https://www.youtube.com/playlist?list=PL1',
      'https://www.youtube.com/c/Dhamma',
      'https://www.youtube.com/@dhamma',
    ]) {
      expect(detectPost(url)).toEqual({ type: 'postLink', url });
    }
  });

  it('detects TikTok long and short links', () => {
    expect(detectPost('https://www.tiktok.com/@monk/video/7000000000000000001')).toEqual({
      type: 'videoTikTok',
      url: 'https://www.tiktok.com/@monk/video/7000000000000000001',
      tiktok: { handle: 'monk', videoId: '7000000000000000001' },
    });
    expect(detectPost('https://vt.tiktok.com/ZSabc/')).toEqual({
      type: 'videoTikTok',
      url: 'https://vt.tiktok.com/ZSabc/',
      tiktokShortLink: true,
    });
    expect(detectPost('https://www.tiktok.com/@monk')).toEqual({
      type: 'postLink',
      url: 'https://www.tiktok.com/@monk',
    });
  });

  it('detects tweets on twitter.com and x.com', () => {
    expect(detectPost('https://x.com/u/status/99')).toEqual({
      type: 'linkTwitter',
      url: 'https://x.com/u/status/99',
      tweetId: '99',
    });
  });

  it('detects Facebook posts and videos and cleans their links', () => {
    expect(detectPost('https://www.facebook.com/page/posts/123?mibextid=abc#top')).toEqual({
      type: 'linkFacebook',
      url: 'https://www.facebook.com/page/posts/123',
    });
    expect(detectPost('https://www.facebook.com/watch/?v=55&ref=share')).toEqual({
      type: 'videoFacebook',
      url: 'https://www.facebook.com/watch/?v=55',
    });
    expect(detectPost('https://www.facebook.com/reel/77?s=1')).toEqual({
      type: 'videoFacebook',
      url: 'https://www.facebook.com/reel/77',
    });
    expect(detectPost('https://www.facebook.com/somepage?ref=x')).toEqual({
      type: 'postLink',
      url: 'https://www.facebook.com/somepage?ref=x',
    });
  });

  it('never lets photos change a link post', () => {
    expect(detectPost('https://example.com', 4)).toEqual({ type: 'postLink', url: 'https://example.com' });
  });

  it('never throws, always gives a known type, and a url that appears in the message', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10), (message, photos) => {
        const result = detectPost(message, photos);
        expect(POST_TYPES).toContain(result.type);
        if (result.url === null) expect(['postText', 'postPhoto']).toContain(result.type);
        if (result.type === 'postText') expect(photos).toBe(0);
      }),
    );
  });

  it('on arbitrary web links gives a url that the message contains (Facebook aside) and matching ids', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string(),
        (url, prefix) => {
          const message = `${prefix} ${url} ท้าย`;
          const result = detectPost(message);
          expect(result.url).not.toBeNull();
          if (result.type !== 'linkFacebook' && result.type !== 'videoFacebook') {
            expect(message).toContain(result.url);
          }
          if (result.youtubeId) expect(youtubeId(result.url!)).toBe(result.youtubeId);
        },
      ),
    );
  });

  it('finds generated YouTube, TikTok and tweet ids wherever the link sits', () => {
    const idChar = fc.constantFrom(...'abcXYZ019_-'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: idChar, minLength: 11, maxLength: 11 }),
        fc.bigInt({ min: 1n, max: 10n ** 19n }),
        fc.constantFrom('', 'ข้อความ ', 'a\n'),
        (id, digits, before) => {
          expect(detectPost(`${before}https://youtu.be/${id}`).youtubeId).toBe(id);
          expect(detectPost(`${before}https://www.tiktok.com/@h/video/${digits}`).tiktok?.videoId).toBe(
            String(digits),
          );
          expect(detectPost(`${before}https://x.com/h/status/${digits}`).tweetId).toBe(String(digits));
        },
      ),
    );
  });
});

describe('a detected type never disagrees with where the link goes', () => {
  const KNOWN: Record<string, (host: string) => boolean> = {
    videoYoutube: (h) =>
      [
        'youtu.be',
        'www.youtu.be',
        'youtube.com',
        'www.youtube.com',
        'm.youtube.com',
        'music.youtube.com',
        'youtube-nocookie.com',
        'www.youtube-nocookie.com',
      ].includes(h),
    videoTikTok: (h) =>
      ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'vm.tiktok.com', 'vt.tiktok.com'].includes(h),
    linkTwitter: (h) =>
      ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com', 'mobile.x.com'].includes(
        h,
      ),
    linkFacebook: (h) =>
      h === 'facebook.com' || h.endsWith('.facebook.com') || h === 'fb.com' || h.endsWith('.fb.com'),
    videoFacebook: (h) =>
      h === 'facebook.com' ||
      h.endsWith('.facebook.com') ||
      h === 'fb.com' ||
      h.endsWith('.fb.com') ||
      h === 'fb.watch',
  };
  const hostOf = (url: string) => new WhatwgURL(url).hostname.replace(/\.$/, '');
  const link = fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', 'https:/', 'https:\\\\', 'https:///'),
      fc.constantFrom(
        '',
        'user@',
        'u:p@',
        '127.0.0.1:5432\\@',
        'evil.example\\@',
        'evil.example%40',
        'www.youtube.com@',
        'vm.tiktok.com:80\\@',
        'x.com?@',
        'www.facebook.com#@',
      ),
      fc.constantFrom(
        'www.youtube.com',
        'youtu.be',
        'vm.tiktok.com',
        'www.tiktok.com',
        'x.com',
        'twitter.com',
        'www.facebook.com',
        'fb.watch',
        '127.0.0.1',
        '[::1]',
        '169.254.169.254',
        'evil.example',
        'www.youtube.com.evil.example',
        'WWW.YOUTUBE.COM.',
      ),
      fc.constantFrom('', ':443', ':8080', ':'),
      fc.constantFrom('/', '\\', '?', '#', '@', '\\@', '/@', '%2F', ''),
      fc.constantFrom(
        'watch?v=dQw4w9WgXcQ',
        'dQw4w9WgXcQ',
        'shorts/dQw4w9WgXcQ',
        '@monk/video/7000000000000000001',
        'ZSabc123/',
        't/ZTRabc/',
        'a/status/123',
        'page/posts/1',
        'watch/?v=5',
        'abcDEF/',
        'evil.example/x',
        '@evil.example/watch?v=dQw4w9WgXcQ',
      ),
    )
    .map((parts) => parts.join(''));

  it('(property) the host of a YouTube, TikTok, Twitter or Facebook type is that service, as URL reads it', () => {
    fc.assert(
      fc.property(link, fc.constantFrom('', 'ดูนี่ ', 'text\n'), (url, before) => {
        const result = detectPost(`${before}${url}`);
        const allowed = KNOWN[result.type];
        if (allowed) {
          expect(result.url).not.toBeNull();
          expect(allowed(hostOf(result.url!)), `${result.type} for ${url}`).toBe(true);
        }
        if (isTiktokShortLink(url)) expect(KNOWN.videoTikTok!(hostOf(url))).toBe(true);
        if (youtubeId(url)) expect(KNOWN.videoYoutube!(hostOf(url))).toBe(true);
        if (tweetId(url)) expect(KNOWN.linkTwitter!(hostOf(url))).toBe(true);
        if (tiktokIds(url)) expect(KNOWN.videoTikTok!(hostOf(url))).toBe(true);
        if (facebookLinkKind(url)) expect(KNOWN.videoFacebook!(hostOf(url))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the backslash trick as the browser does', () => {
    expect(isTiktokShortLink('http://127.0.0.1:5432\\@vm.tiktok.com/x')).toBe(false);
    expect(detectPost('https://evil.example\\@www.youtube.com/watch?v=dQw4w9WgXcQ').type).toBe('postLink');
    expect(detectPost('https://evil.example\\@x.com/a/status/1').type).toBe('postLink');
  });
});
