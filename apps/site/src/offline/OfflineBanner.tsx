import { OfflineNotice, vars } from '@lightbearers/ui';
import styled from 'styled-components';
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

/** The offline notice, pinned above the bottom of the viewport while the device is offline. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Pinned data-offline-banner="">
      <OfflineNotice />
    </Pinned>
  );
}
