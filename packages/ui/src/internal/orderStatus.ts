/** An exchange order's states: placed → packed → sent → received, or cancelled. */
export const orderStatuses = ['placed', 'packed', 'sent', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The states an order passes through when nothing goes wrong, in order (cancelled is the way out). */
export const orderFlow = ['placed', 'packed', 'sent', 'received'] as const satisfies readonly OrderStatus[];

/** The colour meaning of each state (the Thai label says it too: never colour alone). */
export const orderStatusTone = {
  placed: 'neutral',
  packed: 'info',
  sent: 'accent',
  received: 'success',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, 'neutral' | 'info' | 'accent' | 'success' | 'danger'>;
