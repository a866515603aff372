/**
 * A typed Strapi-v4 query builder. Each resource declares its filterable fields (relations with
 * `Rel<…>`) and what it can populate, so a wrong field, a wrong operator for a field's type or a
 * wrong populate key does not compile:
 *
 *   strapiQuery<PostResource>({ filters: { cat: { id: { $eq: 3 } }, id: { $in: [1, 2] } },
 *     populate: ['photo'], sort: ['id:desc'], pagination: { page: 1, pageSize: 5 } })
 *   // → filters[cat][id][$eq]=3&filters[id][$in][0]=1&filters[id][$in][1]=2&populate[0]=photo&sort=id:desc&…
 */
import type { DeliveryMethod, PostType } from './plain';

declare const relationBrand: unique symbol;
/** Marks a field as a relation to a resource with fields `F`: filters nest into it. */
export type Rel<F> = { readonly [relationBrand]: F };

type Scalar = string | number | boolean;

/** Operators for a field of type `T`; `$containsi` only for strings, ordering only for numbers and strings. */
export type Operators<T> = {
  $eq?: T;
  $ne?: T;
  $in?: readonly T[];
  $notIn?: readonly T[];
  $null?: boolean;
} & ([T] extends [number | string] ? { $lt?: T; $lte?: T; $gt?: T; $gte?: T } : unknown) &
  ([T] extends [string] ? { $containsi?: string } : unknown);

export type Filters<F> = {
  [K in keyof F]?: F[K] extends Rel<infer G>
    ? Filters<G>
    : F[K] extends Scalar | null
      ? Operators<NonNullable<F[K]>>
      : never;
} & {
  $and?: ReadonlyArray<Filters<F>>;
  $or?: ReadonlyArray<Filters<F>>;
};

/** A resource: its filterable fields and its populate keys (each mapped to what it can populate in turn). */
export interface Resource {
  fields: object;
  populate: Record<string, string>;
}

export type Populate<R extends Resource> =
  | ReadonlyArray<keyof R['populate'] & string>
  | { readonly [K in keyof R['populate']]?: true | { populate: ReadonlyArray<R['populate'][K]> } };

type SortField<R extends Resource> = Extract<keyof R['fields'], string>;
export type Sort<R extends Resource> = `${SortField<R>}:${'asc' | 'desc'}`;

export type Pagination =
  | { page: number; pageSize: number }
  | { start: number; limit: number }
  | { limit: number };

export interface Query<R extends Resource> {
  filters?: Filters<R['fields']>;
  populate?: Populate<R>;
  sort?: ReadonlyArray<Sort<R>>;
  pagination?: Pagination;
}

function appendFilters(params: URLSearchParams, prefix: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendFilters(params, `${prefix}[${index}]`, item);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) appendFilters(params, `${prefix}[${key}]`, inner);
    return;
  }
  params.append(prefix, String(value));
}

/** Serialises a typed query into Strapi's query string (without the leading `?`). */
export function strapiQuery<R extends Resource>(query: Query<R>): string {
  const params = new URLSearchParams();
  if (query.filters) appendFilters(params, 'filters', query.filters);
  const populate = query.populate;
  if (Array.isArray(populate)) {
    populate.forEach((key: string, index: number) => {
      params.append(`populate[${index}]`, key);
    });
  } else if (populate) {
    for (const [key, spec] of Object.entries(populate as Record<string, true | { populate: string[] }>)) {
      if (spec === true) params.append(`populate[${key}]`, 'true');
      else
        spec.populate.forEach((inner, index) => {
          params.append(`populate[${key}][populate][${index}]`, inner);
        });
    }
  }
  if (query.sort?.length === 1) params.append('sort', query.sort[0] as string);
  else
    query.sort?.forEach((sort, index) => {
      params.append(`sort[${index}]`, sort);
    });
  if (query.pagination) {
    for (const [key, value] of Object.entries(query.pagination))
      params.append(`pagination[${key}]`, String(value));
  }
  return params.toString();
}

// ---- Resources of the content service (what apps/api filters, sorts and populates on) ----

type UserFields = { id: number; name: string };
type CategoryFields = { id: number; name: string; order: number };
type ProductFields = { id: number; name: string; price: number };

export interface PostResource extends Resource {
  fields: {
    id: number;
    type: PostType;
    uid: number;
    key: string;
    des: string;
    url: string;
    views: number;
    createdAt: string;
    publishedAt: string;
    cat: Rel<CategoryFields>;
    users_permissions_users: Rel<UserFields>;
  };
  populate: { photo: never; cat: never; users_permissions_users: never };
}
export interface ProfileResource extends Resource {
  fields: { id: number; uid: number; at: string; name: string; type: string; org1: string; org2: string };
  /** `link` (social links) is a component: always included. */
  populate: { picture: never };
}
export interface CategoryResource extends Resource {
  fields: CategoryFields;
  populate: Record<never, string>;
}
export interface BadgeResource extends Resource {
  fields: { id: number; name: string; users: Rel<UserFields> };
  populate: { photo: never; users: never };
}
export interface BadgeUserResource extends Resource {
  fields: { id: number; badge: Rel<{ id: number; name: string }>; user: Rel<UserFields> };
  populate: { badge: 'photo'; user: never };
}
export interface PostPinResource extends Resource {
  fields: { id: number; pid: number; uid: number | null; order: number };
  populate: Record<never, string>;
}
export interface CommentResource extends Resource {
  fields: { id: number; pid: number; type: 'post'; createdAt: string; user: Rel<UserFields> };
  populate: { user: never };
}
export interface CommentReplyResource extends Resource {
  fields: { id: number; cid: number; createdAt: string; user: Rel<UserFields> };
  populate: { user: never };
}
export interface NoticeResource extends Resource {
  fields: { id: number; topic: string; icon: string; publishedAt: string };
  populate: Record<never, string>;
}
export interface SubResource extends Resource {
  fields: { id: number; name: string; createdAt: string; user: Rel<UserFields> };
  populate: { user: never };
}
export interface ProductResource extends Resource {
  fields: ProductFields & { amount: number; limit: number };
  populate: { photo: never };
}
export interface OrderLimitResource extends Resource {
  fields: { id: number; pid: number; unlockdate: string; user: Rel<UserFields>; product: Rel<ProductFields> };
  populate: { product: never };
}
export interface OrderResource extends Resource {
  fields: { id: number; total: number; logistic: DeliveryMethod; createdAt: string; user: Rel<UserFields> };
  populate: { order: 'product'; user: never };
}
