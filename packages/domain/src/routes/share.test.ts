import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS } from '../constants';
import { graphemeLength } from '../text/graphemes';
import { parseHttpUrl, queryParam } from '../text/url';
import { shareTargetUrl, shortLinkUrl } from './share';

describe('shortLinkUrl', () => {
  it('joins host, key and the sharer', () => {
    expect(shortLinkUrl('https://s.example/', 'aB3', 12)).toBe('https://s.example/aB3/12');
    expect(shortLinkUrl('https://s.example', 'aB3')).toBe('https://s.example/aB3');
    expect(shortLinkUrl('https://s.example', 'a/b', null)).toBe('https://s.example/a%2Fb');
  });
});

describe('shareTargetUrl', () => {
  const content = { url: 'https://s.example/k/1', text: 'ธรรมะ '.repeat(40) };

  it('gives an address for every network carrying the encoded link', () => {
    for (const network of SHARE_NETWORKS) {
      const target = shareTargetUrl(network, content);
      expect(target).toContain(encodeURIComponent(content.url));
    }
  });

  it('cuts the text to the share limits', () => {
    const twitter = parseHttpUrl(shareTargetUrl('twitter', content))!;
    expect(twitter.host).toBe('twitter.com');
    expect(graphemeLength(queryParam(twitter.query, 'text')!)).toBe(60);
    const facebook = parseHttpUrl(shareTargetUrl('facebook', content))!;
    expect(queryParam(facebook.query, 'u')).toBe(content.url);
    expect(queryParam(facebook.query, 'quote')!.endsWith('...')).toBe(true);
    expect(shareTargetUrl('email', content).startsWith('mailto:?subject=')).toBe(true);
    expect(shareTargetUrl('sms', content).startsWith('sms:')).toBe(true);
  });
});
