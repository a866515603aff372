import type { Page, Photo, PhotoVariant, UserRef } from '../plain';
import type {
  WireEntity,
  WireMediaAttributes,
  WirePagination,
  WireRelationOne,
  WireUserRefAttributes,
} from '../wire/strapi';

/** Turns an image path of the service into an absolute URL (absolute and data URLs stay as they are). */
export type ImageResolver = (path: string) => string;

export function imageResolver(imageBase: string): ImageResolver {
  const base = imageBase.replace(/\/+$/, '');
  return (path) =>
    /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
}

export function toPhoto(entity: WireEntity<WireMediaAttributes>, img: ImageResolver): Photo {
  const { url, formats, width, height } = entity.attributes;
  const large = formats?.large?.url ?? formats?.medium?.url ?? url;
  const small = formats?.small?.url ?? large;
  const thumbnail = formats?.thumbnail?.url ?? small;
  const variants: PhotoVariant[] = [];
  for (const format of [formats?.thumbnail, formats?.small, formats?.medium, formats?.large])
    if (format?.url && format.width && format.height)
      variants.push({ src: img(format.url), width: format.width, height: format.height });
  // Without formats, the original is the one size there is.
  if (!variants.length && width && height) variants.push({ src: img(url), width, height });
  variants.sort((a, b) => a.width - b.width);
  return {
    id: entity.id,
    url: img(url),
    large: img(large),
    small: img(small),
    thumbnail: img(thumbnail),
    width: width ?? null,
    height: height ?? null,
    variants,
  };
}

export function toPhotoOrNull(
  relation: WireRelationOne<WireMediaAttributes> | undefined,
  img: ImageResolver,
) {
  return relation?.data ? toPhoto(relation.data, img) : null;
}

export function toUserRef(entity: WireEntity<WireUserRefAttributes>, img: ImageResolver): UserRef {
  const { name, picture } = entity.attributes;
  return { id: entity.id, name: name ?? null, picture: picture ? img(picture) : null };
}

export function toUserRefOrNull(
  relation: WireRelationOne<WireUserRefAttributes> | undefined,
  img: ImageResolver,
) {
  return relation?.data ? toUserRef(relation.data, img) : null;
}

export function toPage<W, T>(
  wire: { data: W[]; meta: { pagination: WirePagination } },
  map: (item: W) => T,
): Page<T> {
  const { page, pageSize, pageCount, total } = wire.meta.pagination;
  return { items: wire.data.map(map), page, pageSize, pageCount, total };
}
