/** Handlers of `calls/applications`: creator and sharer applications. */
import { missingCreatorFields, missingSharerFields } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import type { MockDb } from '../db';
import { strapiList } from '../strapi-engine';
import { type MockContext, Refusal, single, str } from './context';

export function applicationHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, findOr404, body, userRef } = m;
  const subRoutes = (path: string, table: () => MockDb['creatorSubs'], creator: boolean) => [
    route('post', api, path, async ({ request }) => {
      const uid = requireUser(request);
      const data = await body(request);
      const fields = {
        name: str(data.name),
        tel: str(data.tel),
        lineid: str(data.lineid),
        address: str(data.address),
      };
      const missing = creator ? missingCreatorFields(fields) : missingSharerFields(fields);
      if (missing.length) throw new Refusal(400, `Missing fields: ${missing.join(', ')}`);
      const sub = {
        id: db.nextId(),
        attributes: { ...fields, createdAt: new Date().toISOString(), user: { data: userRef(uid) } },
      };
      table().push(sub);
      return single(sub);
    }),
    route('get', api, path, ({ request, url }) => {
      requireUser(request);
      return HttpResponse.json(strapiList(table(), url.searchParams, { relations: ['user'] }));
    }),
  ];
  return [
    ...subRoutes('/creator-subs', () => db.creatorSubs, true),
    ...subRoutes('/sharer-subs', () => db.sharerSubs, false),
    route('delete', api, '/creator-subs/:id', ({ request, param }) => {
      const uid = requireUser(request);
      const sub = findOr404(db.creatorSubs, Number(param('id')), 'Application');
      if (sub.attributes.user?.data?.id !== uid) throw new Refusal(403, 'Not your application');
      db.creatorSubs.splice(db.creatorSubs.indexOf(sub), 1);
      return single(sub);
    }),
  ];
}
