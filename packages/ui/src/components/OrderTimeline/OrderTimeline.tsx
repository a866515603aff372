import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { CheckIcon, CloseIcon } from '../../icons';
import { type OrderStatus, orderFlow } from '../../internal/orderStatus';
import { Text } from '../Text';
import {
  OrderTimelineBody,
  OrderTimelineLabel,
  OrderTimelineMarker,
  OrderTimelineMeta,
  OrderTimelineNote,
  OrderTimelineRoot,
  OrderTimelineStep,
  OrderTimelineTracking,
} from './OrderTimeline.styles';

/** One change of state, as the app formats it. */
export interface OrderTimelineEntry {
  /** The state the order entered. */
  status: OrderStatus;
  /** When, in Thai ('24 พ.ย. 2569 14:05', domain's `formatThaiDateTime`). */
  time: string;
  /** The same moment, machine-readable (ISO 8601). */
  dateTime: string;
  /** Who made the change (the staff view; members see no names). */
  by?: string;
  /** Why, when there is a reason (a cancellation's: 'ที่อยู่ไม่ครบ ติดต่อผู้แลกไม่ได้'). */
  note?: string;
}

export interface OrderTimelineProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  /** The order's history, oldest first. */
  entries: readonly OrderTimelineEntry[];
  /** The mail tracking text (carrier and parcel number), shown under 'sent'. */
  tracking?: string;
  /** Lists the states still to come, faint (the member's view). @default true */
  showPending?: boolean;
  /** The list's accessible name (default 'สถานะคำสั่งแลก'). */
  label?: string;
}

type Step = {
  status: OrderStatus;
  entry?: OrderTimelineEntry | undefined;
  state: 'done' | 'current' | 'pending';
};

/** The history, then — unless the order ended in a cancellation — the states of the flow still to come. */
function stepsOf(entries: readonly OrderTimelineEntry[], showPending: boolean): Step[] {
  const steps: Step[] = entries.map((entry, i) => ({
    status: entry.status,
    entry,
    state: i === entries.length - 1 ? 'current' : 'done',
  }));
  const last = entries[entries.length - 1]?.status;
  if (!showPending || last === 'cancelled') return steps;
  const reached = last === undefined ? -1 : orderFlow.indexOf(last);
  return [...steps, ...orderFlow.slice(reached + 1).map((status): Step => ({ status, state: 'pending' }))];
}

/**
 * An exchange order's history (placed → packed → sent → received, or cancelled): each state with
 * its date, who made it (staff view) and why; the mail tracking text under 'sent'; the states
 * still to come, faint. The latest state is marked `aria-current="step"`.
 */
export const OrderTimeline = forwardRef<HTMLOListElement, OrderTimelineProps>(function OrderTimeline(
  { entries, tracking, showPending = true, label = th.orderStatus.timeline, ...rest },
  ref,
) {
  return (
    <OrderTimelineRoot ref={ref} aria-label={label} data-component="OrderTimeline" {...rest}>
      {stepsOf(entries, showPending).map((step, i) => (
        <OrderTimelineStep
          // A state may come twice (sent again after a return): the position keys it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end.
          key={`${step.status}-${i}`}
          data-part="Step"
          data-status={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <OrderTimelineMarker data-part="Marker">
            {step.status === 'cancelled' ? <CloseIcon /> : step.state === 'pending' ? null : <CheckIcon />}
          </OrderTimelineMarker>
          <OrderTimelineBody>
            <OrderTimelineLabel data-part="Label">
              {th.orderStatus.labels[step.status]}
              {step.state === 'pending' ? (
                <Text as="span" visuallyHidden>{` ${th.orderStatus.pending}`}</Text>
              ) : null}
            </OrderTimelineLabel>
            {step.entry ? (
              <OrderTimelineMeta data-part="Meta">
                <time dateTime={step.entry.dateTime}>{step.entry.time}</time>
                {step.entry.by ? <span data-part="By">{th.common.by(step.entry.by)}</span> : null}
              </OrderTimelineMeta>
            ) : null}
            {step.entry?.note ? (
              <OrderTimelineNote data-part="Note">{step.entry.note}</OrderTimelineNote>
            ) : null}
            {step.status === 'sent' && step.entry && tracking ? (
              <OrderTimelineTracking data-part="Tracking">
                <strong>{th.orderStatus.tracking}</strong>
                <span>{tracking}</span>
              </OrderTimelineTracking>
            ) : null}
          </OrderTimelineBody>
        </OrderTimelineStep>
      ))}
    </OrderTimelineRoot>
  );
});
