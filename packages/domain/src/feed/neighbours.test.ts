import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_TYPES } from '../posts/types';
import {
  matchesNeighbourFilter,
  NEIGHBOUR_FLAGS,
  neighbourQueryString,
  parseNeighbourQuery,
} from './neighbours';

describe('parseNeighbourQuery', () => {
  it('allows every type and author without flags', () => {
    expect(parseNeighbourQuery('')).toEqual({ uid: null, types: null });
    expect(parseNeighbourQuery({})).toEqual({ uid: null, types: null });
  });

  it('maps each flag to its post types', () => {
    expect(parseNeighbourQuery('?facebook=1').types).toEqual(['videoFacebook', 'linkFacebook']);
    expect(parseNeighbourQuery('?twitter=1').types).toEqual(['linkTwitter']);
    expect(parseNeighbourQuery('?photo=1&link=1&text=1').types).toEqual([
      'postPhoto',
      'postLink',
      'postText',
    ]);
    expect(parseNeighbourQuery({ tiktok: '1', youtube: 'true' }).types).toEqual([
      'videoTikTok',
      'videoYoutube',
    ]);
  });

  it('reads a bare flag as on and 0 or false as off', () => {
    expect(parseNeighbourQuery('photo').types).toEqual(['postPhoto']);
    expect(parseNeighbourQuery('photo=0&link=false').types).toBeNull();
  });

  it('reads uid as a positive integer only', () => {
    expect(parseNeighbourQuery('?uid=12&youtube=1')).toEqual({ uid: 12, types: ['videoYoutube'] });
    expect(parseNeighbourQuery({ uid: ['7', '8'] }).uid).toBe(7);
    expect(parseNeighbourQuery('?uid=abc').uid).toBeNull();
    expect(parseNeighbourQuery({ uid: null }).uid).toBeNull();
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const filter = parseNeighbourQuery(q);
        expect(filter.uid === null || filter.uid > 0).toBe(true);
        for (const t of filter.types ?? []) expect(POST_TYPES).toContain(t);
      }),
    );
    expect(parseNeighbourQuery('%E0%A4%A=1&photo=%')).toEqual({ uid: null, types: ['postPhoto'] });
  });
});

describe('matchesNeighbourFilter', () => {
  it('restricts by author and type', () => {
    const filter = parseNeighbourQuery('uid=3&youtube=1');
    expect(matchesNeighbourFilter({ type: 'videoYoutube', uid: 3 }, filter)).toBe(true);
    expect(matchesNeighbourFilter({ type: 'videoYoutube', uid: 4 }, filter)).toBe(false);
    expect(matchesNeighbourFilter({ type: 'postText', uid: 3 }, filter)).toBe(false);
    expect(matchesNeighbourFilter({ type: 'postText', uid: null }, parseNeighbourQuery(''))).toBe(true);
  });
});

describe('neighbourQueryString', () => {
  it('writes the flags back so the query is kept', () => {
    expect(neighbourQueryString({ uid: null, types: null })).toBe('');
    expect(neighbourQueryString(parseNeighbourQuery('text=1&uid=5&photo=1'))).toBe('?uid=5&photo=1&text=1');
  });

  it('round-trips any set of flags', () => {
    fc.assert(
      fc.property(
        fc.subarray([...NEIGHBOUR_FLAGS]),
        fc.option(fc.integer({ min: 1, max: 1e6 })),
        (flags, uid) => {
          const query = [uid ? `uid=${uid}` : '', ...flags.map((f) => `${f}=1`)].filter(Boolean).join('&');
          const filter = parseNeighbourQuery(query);
          expect(parseNeighbourQuery(neighbourQueryString(filter))).toEqual(filter);
        },
      ),
    );
  });
});
