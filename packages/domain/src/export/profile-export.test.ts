import { describe, expect, it } from 'vitest';
import {
  PROFILE_EXPORT_HEADERS,
  profileExportFileName,
  profileExportRows,
  profileExportSheet,
} from './profile-export';

const profiles = [
  {
    uid: 7,
    name: ' สมชาย ใจดี ',
    at: 'somchai',
    type: 'sharer',
    org1: 'ภูมิภาค',
    org2: 'หน่วยเชียงใหม่',
    link: [
      { social: 'facebook', url: 'https://facebook.com/somchai' },
      { social: 'youtube', url: '' },
      { social: 'website', url: 'https://somchai.example' },
    ],
  },
  { uid: 8, name: 'Mali' },
];

describe('profileExportRows', () => {
  it('writes one row per profile joined with its sharer application', () => {
    const rows = profileExportRows(profiles, [
      { user: 7, tel: '0812345678', lineid: 'somchai.line', address: 'เชียงใหม่' },
      { user: 99, tel: 'x' },
    ]);
    expect(rows).toEqual([
      [
        1,
        7,
        'สมชาย ใจดี',
        '@somchai',
        'sharer',
        'ภูมิภาค',
        'หน่วยเชียงใหม่',
        '0812345678',
        'somchai.line',
        'เชียงใหม่',
        'https://facebook.com/somchai',
        '',
        '',
        '',
        'https://somchai.example',
      ],
      [2, 8, 'Mali', '', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('has as many cells as headers in every row', () => {
    for (const row of profileExportRows(profiles)) expect(row).toHaveLength(PROFILE_EXPORT_HEADERS.length);
  });

  it('puts the Thai headers first in the sheet', () => {
    const sheet = profileExportSheet(profiles);
    expect(sheet[0]).toEqual(PROFILE_EXPORT_HEADERS);
    expect(sheet[0]?.slice(0, 3)).toEqual(['ลำดับ', 'รหัสผู้ใช้', 'ชื่อ']);
    expect(sheet).toHaveLength(3);
  });

  it('names the file by day', () => {
    expect(profileExportFileName('2024-06-01')).toBe('profiles-2024-06-01.xlsx');
  });
});
