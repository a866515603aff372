import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Picks a compound component's parts out of its children by type, so the root can place each part
 * where its layout wants it (the toolbar above the table, the pager below) whatever order the
 * caller wrote them in. Children that are no listed part come back in `rest`, in order.
 */
export function pickSlots<K extends string>(
  children: ReactNode,
  parts: Record<K, unknown>,
): { slots: Partial<Record<K, ReactElement>>; rest: ReactNode[] } {
  const slots: Partial<Record<K, ReactElement>> = {};
  const rest: ReactNode[] = [];
  const names = Object.keys(parts) as K[];
  for (const child of Children.toArray(children)) {
    const name = isValidElement(child) ? names.find((n) => parts[n] === child.type) : undefined;
    if (name !== undefined && isValidElement(child) && slots[name] === undefined) slots[name] = child;
    else rest.push(child);
  }
  return { slots, rest };
}
