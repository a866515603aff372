/**
 * The shop's order detail: ui's `OrderDetail`, then — given the order's progress (`progress`) —
 * where it stands (ADR 035): its state, each state it reached with its Thai date and time, the
 * tracking text under 'sent' for a mailed order, and the states still to come. It takes the ui
 * piece's place in the shop's ui chunk (`views.ts`), so the shop's parts carry nothing more for it.
 */
import type { Order } from '@lightbearers/api-client';
import { formatThaiDateTime } from '@lightbearers/domain';
import {
  Cluster,
  OrderDetail as Detail,
  Heading,
  OrderStatusBadge,
  OrderTimeline,
  Stack,
  th,
} from '@lightbearers/ui';
import { type ComponentProps, useId } from 'react';

type Progress = Pick<Order, 'status' | 'history' | 'tracking'>;

function OrderProgress({ progress }: { progress: Progress }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="order-status">
      <Cluster gap="3" align="center">
        <Heading as="h2" size="md" id={headingId}>
          {th.orderStatus.timeline}
        </Heading>
        <OrderStatusBadge status={progress.status} />
      </Cluster>
      <OrderTimeline
        entries={progress.history.map((h) => ({
          status: h.status,
          time: formatThaiDateTime(h.at),
          dateTime: h.at,
        }))}
        {...(progress.tracking ? { tracking: progress.tracking } : {})}
        showPending={progress.status !== 'cancelled'}
      />
    </Stack>
  );
}

export function OrderDetail({
  progress,
  ...detail
}: ComponentProps<typeof Detail> & { progress?: Progress }) {
  return (
    <>
      <Detail {...detail} />
      {progress ? <OrderProgress progress={progress} /> : null}
    </>
  );
}
