/** The side menu's categories (`GET /api/cats`, sorted by order), fetched once per visit. */
import { type Category, type Client, getCategories } from '@lightbearers/api-client';
import { useEffect, useState } from 'react';

const cache = new WeakMap<Client, Promise<Category[]>>();

export function useCategories(client: Client, enabled: boolean): Category[] {
  const [cats, setCats] = useState<Category[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let pending = cache.get(client);
    if (!pending) {
      pending = getCategories(client).catch((error) => {
        console.warn('categories failed', error);
        cache.delete(client);
        return [];
      });
      cache.set(client, pending);
    }
    void pending.then((list) => live && setCats(list));
    return () => {
      live = false;
    };
  }, [client, enabled]);
  return cats;
}
