/** The shop's reads shared by its screens. */
import {
  type Client,
  getOrderLimits,
  getProduct,
  type OrderLimit,
  type Product,
  type Session,
} from '@lightbearers/api-client';
import { bangkokToday } from '@lightbearers/domain';

/** The member's order limits; a visitor has none, and a failure counts as none (spec §8: resolves false). */
export async function limitsFor(client: Client, session: Session | null): Promise<OrderLimit[]> {
  if (!session) return [];
  return getOrderLimits(client, session.userID, bangkokToday()).catch(() => []);
}

/** Products by id; a product the service no longer has (404) is left out, any other failure rejects. */
export async function productsById(client: Client, ids: readonly number[]): Promise<Map<number, Product>> {
  const found = await Promise.all(
    ids.map((id) =>
      getProduct(client, id).catch((error: unknown) => {
        if ((error as { notFound?: boolean }).notFound) return null;
        throw error;
      }),
    ),
  );
  return new Map(found.flatMap((p) => (p ? [[p.id, p] as const] : [])));
}
