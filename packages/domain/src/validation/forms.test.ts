import { describe, expect, it } from 'vitest';
import {
  isCommentSendable,
  isOrganisationComplete,
  isSearchQuery,
  matchesMemberSearch,
  missingCreatorFields,
  missingSharerFields,
  NEW_POST_WARNING,
  stripHandle,
  validateNewPost,
} from './forms';

describe('validateNewPost', () => {
  const warning = { ok: false, message: 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!' };

  it('uses the product’s warning word for word', () => {
    expect(NEW_POST_WARNING).toBe('กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!');
  });

  it('accepts a message with a category, or photos with a category', () => {
    expect(validateNewPost({ message: 'สาธุ', categoryId: 2, photoCount: 0 })).toEqual({ ok: true });
    expect(validateNewPost({ message: '', categoryId: 2, photoCount: 3 })).toEqual({ ok: true });
    expect(validateNewPost({ message: null, categoryId: '4', photoCount: 1 })).toEqual({ ok: true });
  });

  it('warns without photos when the message is missing or blank', () => {
    expect(validateNewPost({ message: '', categoryId: 2, photoCount: 0 })).toEqual(warning);
    expect(validateNewPost({ message: '  \n ', categoryId: 2, photoCount: 0 })).toEqual(warning);
    expect(validateNewPost({ message: undefined, categoryId: 2, photoCount: 0 })).toEqual(warning);
  });

  it('warns when no category is chosen', () => {
    expect(validateNewPost({ message: 'สาธุ', categoryId: null, photoCount: 0 })).toEqual(warning);
    expect(validateNewPost({ message: 'สาธุ', categoryId: '', photoCount: 2 })).toEqual(warning);
    expect(validateNewPost({ message: 'สาธุ', categoryId: 0, photoCount: 0 })).toEqual(warning);
    expect(validateNewPost({ message: 'สาธุ', categoryId: 'x', photoCount: 0 })).toEqual(warning);
  });
});

describe('application fields', () => {
  it('lists the blank creator fields in form order', () => {
    expect(
      missingCreatorFields({ name: 'สมชาย', tel: '0812345678', lineid: 'somchai', address: 'กรุงเทพ' }),
    ).toEqual([]);
    expect(missingCreatorFields({ name: ' ', tel: '081', address: '' })).toEqual([
      'name',
      'lineid',
      'address',
    ]);
    expect(missingCreatorFields({})).toEqual(['name', 'tel', 'lineid', 'address']);
  });

  it('does not require an address from sharers', () => {
    expect(missingSharerFields({ name: 'สมชาย', tel: '081', lineid: 'x' })).toEqual([]);
    expect(missingSharerFields({ name: 'สมชาย', tel: null, lineid: '\t', address: '' })).toEqual([
      'tel',
      'lineid',
    ]);
  });
});

describe('member search', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(isSearchQuery('abc')).toBe(true);
    expect(isSearchQuery('  ab  ')).toBe(false);
    expect(isSearchQuery('น้ำใจ')).toBe(true);
    expect(isSearchQuery('น้ำใ')).toBe(false);
    expect(isSearchQuery(null)).toBe(false);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(matchesMemberSearch('Somchai Jaidee', 'CHAI')).toBe(true);
    expect(matchesMemberSearch('สมชาย ใจดี', 'ใจดี')).toBe(true);
    expect(matchesMemberSearch('สมชาย', 'สมหญิง')).toBe(false);
    expect(matchesMemberSearch(null, 'abc')).toBe(false);
    expect(matchesMemberSearch('abc', '   ')).toBe(false);
  });
});

describe('stripHandle', () => {
  it('trims and drops the leading @', () => {
    expect(stripHandle('  @somchai ')).toBe('somchai');
    expect(stripHandle('somchai')).toBe('somchai');
    expect(stripHandle('@@x')).toBe('x');
    expect(stripHandle('a@b')).toBe('a@b');
    expect(stripHandle(undefined)).toBe('');
  });
});

describe('comments and the inner-zone form', () => {
  it('drops empty comments', () => {
    expect(isCommentSendable('สาธุ')).toBe(true);
    expect(isCommentSendable('  ')).toBe(false);
    expect(isCommentSendable(null)).toBe(false);
  });

  it('submits the organisation only with both levels', () => {
    expect(isOrganisationComplete({ org1: 'ภูมิภาค', org2: 'หน่วย 1' })).toBe(true);
    expect(isOrganisationComplete({ org1: 'ภูมิภาค', org2: '' })).toBe(false);
    expect(isOrganisationComplete({})).toBe(false);
  });
});
