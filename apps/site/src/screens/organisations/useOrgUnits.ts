import { useCallback, useRef, useState } from 'react';
import { calls, siteClient } from '../../router/calls';

/**
 * A group's units from the service's organisation directory, through the site's client; the calls
 * and the client load with the first pick, never with the screen (ADR 037).
 */
export async function fetchServiceUnits(org1: string): Promise<string[]> {
  const [{ getServiceOrganisations }, client] = await Promise.all([calls(), siteClient()]);
  return getServiceOrganisations(client, org1);
}

/**
 * Level-2 units of a level-1 group, loaded with `fetchUnits` (the service's organisation directory)
 * when the member picks another group; the newest request wins. A failure leaves the list empty
 * (logged only). `fetchUnits` must be stable (`useCallback`). The units of the group the screen
 * opens with come from its loader (`initial`); the hook imports no api code of its own, so a screen
 * can load the api client only when it is needed (`fetchServiceUnits`).
 */
export function useOrgUnits(
  fetchUnits: (org1: string) => Promise<string[]>,
  initial: readonly string[] = [],
) {
  const [options, setOptions] = useState<readonly string[]>(initial);
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

/** A group's units for a loader: the empty list when the directory fails (logged only). */
export async function readUnits(fetchUnits: (org1: string) => Promise<string[]>, org1: string | null) {
  if (!org1) return [];
  try {
    return await fetchUnits(org1);
  } catch (error) {
    console.warn('organisation units failed', error);
    return [];
  }
}
