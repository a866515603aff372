import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';
import { backends } from './helpers.js';
import { bareDatabase, migrationsBefore } from './migrations.js';

const TAG = '0004_moderation_and_bounded_reads';

/**
 * Migration 0004 on a database that already holds what the old rules let in: script links, bad
 * covers, and two pending creator applications of one member from the race.
 */
describe.each(backends())('migration 0004 on $name', (backend) => {
  const folders = migrationsBefore(TAG);
  afterAll(() => folders.remove());

  it('cleans stored links and covers, keeps the first of duplicate pending applications', async () => {
    const { raw, close } = await bareDatabase(backend.name);
    try {
      await raw.migrate(folders.before);
      await raw.query(`insert into members (id, username, links) values
        (1, 'a', '[{"social":"website","url":"javascript:alert(1)"},{"social":"youtube","url":"https://youtube.com/@a"},{"social":"tiktok","url":""}]'),
        (2, 'b', '[{"social":"website","url":" https://ok.example/x "},{"social":"facebook","url":"data:text/html,x"}]'),
        (3, 'c', '[]')`);
      await raw.query(`insert into posts (id, type, des, key, uid, cover) values
        (1, 'postText', '', 'k1', 1, 'javascript:alert(1)'), (2, 'postText', '', 'k2', 1, '/uploads/a.jpg'),
        (3, 'postText', '', 'k3', 1, 'https://img.example/a.jpg'), (4, 'postText', '', 'k4', 1, 'http://img.example/a.jpg'),
        (5, 'postText', '', 'k5', 1, null)`);
      await raw.query(`insert into creator_subs (id, user_id, name, tel, lineid) values
        (1, 1, 'first', '0', 'l'), (2, 1, 'second', '0', 'l'), (3, 2, 'only', '0', 'l')`);

      await raw.migrate(migrationsFolder);

      const links = await raw.query('select id, links from members order by id');
      expect(links.map((r) => (r.links as Array<{ url: string }>).map((l) => l.url))).toEqual([
        ['', 'https://youtube.com/@a', ''],
        [' https://ok.example/x ', ''],
        [],
      ]);
      const covers = await raw.query('select id, cover from posts order by id');
      expect(covers.map((r) => r.cover)).toEqual([
        null,
        '/uploads/a.jpg',
        'https://img.example/a.jpg',
        null,
        null,
      ]);
      const subs = await raw.query('select id, user_id, name, status from creator_subs order by id');
      expect(subs).toEqual([
        { id: 1, user_id: 1, name: 'first', status: 'pending' },
        { id: 3, user_id: 2, name: 'only', status: 'pending' },
      ]);
      await expect(
        raw.query(`insert into creator_subs (user_id, name, tel, lineid) values (2, 'again', '0', 'l')`),
      ).rejects.toThrow();
      await expect(
        raw.query(
          `insert into creator_subs (user_id, name, tel, lineid, status) values (2, 'x', '0', 'l', 'maybe')`,
        ),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
