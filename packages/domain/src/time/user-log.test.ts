import { describe, expect, it } from 'vitest';
import { shouldSendUserLog } from './user-log';

describe('shouldSendUserLog', () => {
  it('sends once per Bangkok calendar day', () => {
    expect(shouldSendUserLog(null, new Date('2024-06-01T10:00:00Z'))).toBe(true);
    expect(shouldSendUserLog('2024-06-01', new Date('2024-06-01T16:59:00Z'))).toBe(false);
    // 17:00 UTC is midnight in Bangkok: a new day, though still 1 June in UTC and on this machine.
    expect(shouldSendUserLog('2024-06-01', new Date('2024-06-01T17:00:00Z'))).toBe(true);
  });

  it('does not send for an invalid now', () => {
    expect(shouldSendUserLog(null, 'never')).toBe(false);
  });

  it('defaults now to the current moment', () => {
    expect(shouldSendUserLog('1999-01-01')).toBe(true);
  });
});
