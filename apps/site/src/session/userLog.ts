/** The daily user-log call (`POST /api/userpostlogs`): at most once per Bangkok calendar day per member. */
import { type Client, logUserVisit } from '@lightbearers/api-client';
import { bangkokToday, shouldSendUserLog } from '@lightbearers/domain';

/** Local-storage key holding `{userID}:{YYYY-MM-DD}` of the last log sent. */
export const USER_LOG_KEY = 'lb_userlog';

function lastDayFor(uid: number): string | null {
  try {
    const stored = localStorage.getItem(USER_LOG_KEY);
    const prefix = `${uid}:`;
    return stored?.startsWith(prefix) ? stored.slice(prefix.length) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the user log unless it was sent today (Bangkok) for this member. The day is recorded
 * before the call, so two starts in a row (React's strict mode, two tabs) send it once; a failure
 * is logged only (product §8). Answers whether it was sent.
 */
export async function sendUserLogIfDue(
  client: Client,
  uid: number,
  now: number = Date.now(),
): Promise<boolean> {
  if (!shouldSendUserLog(lastDayFor(uid), now)) return false;
  try {
    localStorage.setItem(USER_LOG_KEY, `${uid}:${bangkokToday(now)}`);
  } catch {
    // Without storage the log may go more than once a day; the service counts a member once a day.
  }
  try {
    await logUserVisit(client);
  } catch (error) {
    console.warn('user log failed', error);
  }
  return true;
}
