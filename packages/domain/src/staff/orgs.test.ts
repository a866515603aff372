import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from './content';
import { ORG_CSV_MESSAGES, parseCsv, parseOrgCsv, planOrgImport } from './orgs';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF, semicolons and a BOM', () => {
    const { rows, problems } = parseCsv('\uFEFFa,"b, ""c"""\r\nd;e\n\n"f\ng",h');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b, "c"'] },
      { line: 2, fields: ['d', 'e'] },
      { line: 4, fields: ['f\ng', 'h'] },
    ]);
  });
  it('reports an unclosed quote', () => {
    expect(parseCsv('a,"b\n').problems).toEqual([{ line: 1, message: ORG_CSV_MESSAGES.quote }]);
  });
});

describe('parseOrgCsv', () => {
  it('skips a header, keeps good rows and reports each bad one by line', () => {
    const r = parseOrgCsv(
      'org1,org2\nภูมิภาค,ภาค 1\nดาวอังคาร,ฐาน\nภูมิภาค,ภาค 1\nนครหลวง\nนครหลวง,เขต 1,x\nนครหลวง,เขต 2\n',
    );
    expect(r.units).toEqual([
      { org1: 'ภูมิภาค', org2: 'ภาค 1' },
      { org1: 'นครหลวง', org2: 'เขต 2' },
    ]);
    expect(r.problems).toEqual([
      { line: 3, message: STAFF_MESSAGES.org1 },
      { line: 4, message: ORG_CSV_MESSAGES.duplicate },
      { line: 5, message: ORG_CSV_MESSAGES.columns },
      { line: 6, message: ORG_CSV_MESSAGES.columns },
    ]);
  });
  it('says when the file holds nothing', () => {
    expect(parseOrgCsv('org1,org2\n').problems).toEqual([{ line: 1, message: ORG_CSV_MESSAGES.empty }]);
  });
});

describe('planOrgImport', () => {
  const stored = [
    { org1: 'ภูมิภาค', org2: 'ภาค 1', deleted: false },
    { org1: 'ภูมิภาค', org2: 'ภาค 2', deleted: false },
    { org1: 'ภูมิภาค', org2: 'ภาค 3', deleted: true },
    { org1: 'นครหลวง', org2: 'เขต 1', deleted: false },
  ];
  const incoming = [
    { org1: 'ภูมิภาค', org2: 'ภาค 1' },
    { org1: 'ภูมิภาค', org2: 'ภาค 3' },
    { org1: 'ภูมิภาค', org2: 'ภาค 4' },
  ];
  it('merge adds and restores only', () => {
    expect(planOrgImport(stored, incoming, 'merge')).toEqual({
      add: [{ org1: 'ภูมิภาค', org2: 'ภาค 4' }],
      restore: [{ org1: 'ภูมิภาค', org2: 'ภาค 3' }],
      remove: [],
      unchanged: 1,
    });
  });
  it('replace also removes, within the level-1 groups the file names', () => {
    expect(planOrgImport(stored, incoming, 'replace').remove).toEqual([{ org1: 'ภูมิภาค', org2: 'ภาค 2' }]);
  });
});
