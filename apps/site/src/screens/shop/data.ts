/**
 * The shop's reads shared by its screens' loaders. The calls load with the first read (`calls()`),
 * so a shop screen's first screen carries no client (ADR 037).
 */
import type { Client, OrderLimit, Product, Session } from '@lightbearers/api-client';
import { calls } from '../../router/calls';

/**
 * The member's order limits on `today` (a Bangkok day); a visitor has none, and a failed read counts
 * as none (docs/product.md, "Errors": the order-limit read resolves false).
 */
export async function limitsFor(
  client: Client,
  session: Session | null,
  today: string,
): Promise<OrderLimit[]> {
  if (!session) return [];
  const { getOrderLimits } = await calls();
  return getOrderLimits(client, session.userID, today).catch(() => []);
}

/**
 * The products of `ids`; a product the service no longer has (404) is left out, any other failure
 * rejects.
 */
export async function productsOf(client: Client, ids: readonly number[]): Promise<Product[]> {
  const { getProduct } = await calls();
  const found = await Promise.all(
    ids.map((id) =>
      getProduct(client, id).catch((error: unknown) => {
        if ((error as { notFound?: boolean }).notFound) return null;
        throw error;
      }),
    ),
  );
  return found.flatMap((p) => (p ? [p] : []));
}
