import { type Client, getServiceOrganisations } from '@lightbearers/api-client';
import { useCallback, useRef, useState } from 'react';

/**
 * Level-2 units of a level-1 group, loaded from the service's organisation directory when the group
 * changes; the newest request wins. A failure leaves the list empty (spec §8: logged only).
 */
export function useOrgUnits(client: Client) {
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');
  const load = useCallback(
    (org1: string) => {
      latest.current = org1;
      setOptions([]);
      setFailed(false);
      if (!org1) return;
      setLoading(true);
      getServiceOrganisations(client, org1).then(
        (units) => {
          if (latest.current !== org1) return;
          setOptions(units);
          setLoading(false);
        },
        (error: unknown) => {
          if (latest.current !== org1) return;
          console.error(error);
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [client],
  );
  return { options, loading, failed, load };
}
