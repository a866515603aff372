import { OfflineNotice, vars } from '@lightbearers/ui';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { connectionNotice } from './connectionNotice';
import { useOffline } from './useOffline';

const Pinned = styled.div`
  position: fixed;
  inset-inline: 0;
  /* Above the phone's bottom bar and the home indicator. */
  bottom: calc(env(safe-area-inset-bottom, 0px) + ${vars.space[11]} + ${vars.space[5]});
  z-index: ${vars.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${vars.space[4]};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

/**
 * The offline notice, pinned above the bottom of the viewport while the device is offline, or for
 * a few seconds after a tap that needs a connection was refused — then with that tap's words.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const refusal = useSyncExternalStore(
    connectionNotice.subscribe,
    connectionNotice.getSnapshot,
    connectionNotice.getServerSnapshot,
  );
  if (!offline && refusal === null) return null;
  return (
    <Pinned data-offline-banner="">
      <OfflineNotice>{refusal ?? undefined}</OfflineNotice>
    </Pinned>
  );
}
