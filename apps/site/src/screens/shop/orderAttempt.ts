/**
 * Placing an order at most once (product §4 'Souvenir exchange'; ADR 031). One confirmation attempt
 * (one basket, one delivery choice) gets one `Idempotency-Key`, generated on its first send and
 * reused on every retry until it succeeds, so the service places it once even when an answer was
 * lost. While a send is under way, another tap gets the same promise: a double tap sends one
 * request. A different order (the basket or the delivery changed) starts a new attempt and key.
 */
import type { NewOrder } from '@lightbearers/api-client';
import { calls } from '../../router/calls';

/** A fresh key (a random UUID), made by the client's calls: they load with the first send. */
const newIdempotencyKey = async () => (await calls()).newIdempotencyKey();

export interface OrderPlacer<T> {
  /** Sends the order (or joins the send under way); rejects when the send fails. */
  place(order: NewOrder): Promise<T>;
  /** The key of the attempt now open (null before the first send and after a success). */
  readonly key: string | null;
  /** Whether a send is under way. */
  readonly busy: boolean;
}

/** `send` places the order with the key; `newKey` makes a fresh key (a random UUID). */
export function createOrderPlacer<T>(
  send: (order: NewOrder, idempotencyKey: string) => Promise<T>,
  newKey: () => string | Promise<string> = newIdempotencyKey,
): OrderPlacer<T> {
  // The attempt's key is made on its first send (null until then, or when making it failed).
  let attempt: { fingerprint: string; key: string | null } | null = null;
  let inflight: Promise<T> | null = null;
  return {
    place(order) {
      if (inflight) return inflight;
      const fingerprint = JSON.stringify(order);
      if (!attempt || attempt.fingerprint !== fingerprint) attempt = { fingerprint, key: null };
      const current = attempt;
      const sent = (async () => {
        if (current.key === null) {
          // A key made at once sends at once; the default waits for the client's calls.
          const made = newKey();
          current.key = typeof made === 'string' ? made : await made;
        }
        return send(order, current.key);
      })();
      inflight = sent.then(
        (placed) => {
          inflight = null;
          if (attempt === current) attempt = null;
          return placed;
        },
        (error: unknown) => {
          inflight = null;
          throw error;
        },
      );
      return inflight;
    },
    get key() {
      return attempt?.key ?? null;
    },
    get busy() {
      return inflight !== null;
    },
  };
}
