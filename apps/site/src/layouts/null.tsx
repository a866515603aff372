import { Outlet } from 'react-router-dom';
import { BareMain, LayoutRoot } from '../chrome/Frame';

/** Layout 'null' (product §2): nothing around the page (full-screen tools: cards, the profile export) but the skip link. */
export function NullLayout() {
  return (
    <LayoutRoot layout="null">
      <BareMain>
        <Outlet />
      </BareMain>
    </LayoutRoot>
  );
}
