/** `/statlist/{org1}/{org2}` of a unit (with `?page=` after the first page). */
export const unitHref = (org1: string, org2: string, page?: number) =>
  `/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}${page && page > 1 ? `?page=${page}` : ''}`;
