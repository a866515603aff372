/** Handlers of `calls/catalog`: categories, badges, badge holders and notices. */
import { type HttpHandler, HttpResponse } from 'msw';
import { strapiList } from '../strapi-engine';
import { type MockContext, single } from './context';

export function catalogHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, findOr404 } = m;
  return [
    route('get', api, '/cats', ({ url }) => HttpResponse.json(strapiList(db.categories, url.searchParams))),
    route('get', api, '/cats/:id', ({ param }) =>
      single(findOr404(db.categories, Number(param('id')), 'Category')),
    ),
    route('get', api, '/badges', ({ url }) =>
      HttpResponse.json(strapiList(db.badges, url.searchParams, { relations: ['photo', 'users'] })),
    ),
    route('get', api, '/badge-users', ({ request, url }) => {
      requireUser(request);
      return HttpResponse.json(strapiList(db.badgeUsers, url.searchParams, { relations: ['badge', 'user'] }));
    }),
    route('get', api, '/notices', ({ url }) => HttpResponse.json(strapiList(db.notices, url.searchParams))),
    route('get', api, '/notices/:id', ({ param }) =>
      single(findOr404(db.notices, Number(param('id')), 'Notice')),
    ),
  ];
}
