/** Whether a wallet entry brought points in (`status` `in`) or paid them out (anything else). */
export function walletEntryDirection(status: string | null | undefined): 'received' | 'paid' {
  return status === 'in' ? 'received' : 'paid';
}

/** The order number a wallet entry's message mentions (`OrderNumber 12`), for a link to /coin/order/{id}. */
export function orderIdFromWalletMessage(msg: string | null | undefined): number | null {
  const match = /OrderNumber[\s:#]*(\d{1,15})/i.exec(msg ?? '');
  return match ? Number(match[1]) : null;
}
