import { describe, expect, it } from 'vitest';
import { startService } from './service';

describe('startService', () => {
  it('fails loudly, with the output so far, when the service is not listening in time', async () => {
    await expect(startService(10)).rejects.toThrow(/apps\/api did not start within 10 ms/);
  });
});
