/** What the header's create-post button does for each kind of member (product §4), on the mock service. */
import { cancelCreatorApplication } from '@lightbearers/api-client';
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../api';
import { appStore, endSession, startSession } from '../session/store';
import { SESSION } from '../test/fixtures';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { createPostAction } from './state';

const { mock } = setupSiteApi();
const client = createSiteClient({ baseUrl: ORIGIN });

describe('createPostAction', () => {
  it('a creator composes (no call needed)', async () => {
    expect(await createPostAction(client, { userID: SESSION.userID, type: 'creator' })).toEqual({
      kind: 'compose',
    });
  });

  it('a member without an application applies; with a pending one sees it, and its cancel deletes it', async () => {
    // The site client reads its bearer from the session: sign the fixture member in for the calls.
    startSession(SESSION, appStore);
    try {
      expect(await createPostAction(client, { userID: SESSION.userID, type: 'sharer' })).toEqual({
        kind: 'apply',
      });
      mock.db.creatorSubs.push({
        id: 4242,
        attributes: {
          name: SESSION.name,
          tel: '0812345678',
          lineid: 'line_somchai',
          address: 'กรุงเทพฯ',
          createdAt: new Date().toISOString(),
          user: {
            data: {
              id: SESSION.userID,
              attributes: { username: 'member7', name: SESSION.name, picture: null },
            },
          },
        },
      } as (typeof mock.db.creatorSubs)[number]);
      const pending = await createPostAction(client, { userID: SESSION.userID, type: 'sharer' });
      expect(pending).toEqual({ kind: 'pending', applicationId: 4242 });
      await cancelCreatorApplication(client, 4242);
      expect(await createPostAction(client, { userID: SESSION.userID, type: 'sharer' })).toEqual({
        kind: 'apply',
      });
    } finally {
      endSession(appStore);
    }
  });
});
