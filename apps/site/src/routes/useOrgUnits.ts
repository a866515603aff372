import { useCallback, useRef, useState } from 'react';

/**
 * Level-2 units of a level-1 group, loaded with `fetchUnits` (the service's organisation directory)
 * when the group changes; the newest request wins. A failure leaves the list empty (spec §8: logged
 * only). `fetchUnits` must be stable (`useCallback`). The hook imports no api code of its own, so a
 * screen can load the api client only when it is needed.
 */
export function useOrgUnits(fetchUnits: (org1: string) => Promise<string[]>) {
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
      fetchUnits(org1).then(
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
    [fetchUnits],
  );
  return { options, loading, failed, load };
}
