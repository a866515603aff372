/**
 * Where a member's order stands (ADR 035): its state, then each state it reached with its Thai
 * date and time, the tracking text under 'sent' for a mailed order, and the states still to come.
 * Loaded with the shop's ui chunk (`views.ts`), never with the order page's first screen.
 */
import type { Order } from '@lightbearers/api-client';
import { formatThaiDateTime } from '@lightbearers/domain';
import { Cluster, Heading, OrderStatusBadge, OrderTimeline, Stack, th } from '@lightbearers/ui';
import { useId } from 'react';

export function OrderStatus({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="order-status">
      <Cluster gap="3" align="center">
        <Heading as="h2" size="md" id={headingId}>
          {th.orderStatus.timeline}
        </Heading>
        <OrderStatusBadge status={order.status} />
      </Cluster>
      <OrderTimeline
        entries={order.history.map((h) => ({
          status: h.status,
          time: formatThaiDateTime(h.at),
          dateTime: h.at,
        }))}
        {...(order.tracking ? { tracking: order.tracking } : {})}
        showPending={order.status !== 'cancelled'}
      />
    </Stack>
  );
}
