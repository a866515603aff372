import { bangkokDay, type DateInput } from './bangkok';

/** Whether the daily user-log call is due: at most once per Bangkok calendar day. */
export function shouldSendUserLog(
  lastSentDay: string | null | undefined,
  now: DateInput = Date.now(),
): boolean {
  const today = bangkokDay(now);
  return today !== null && today !== lastSentDay;
}
