import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'blank' (product §2): only for signed-in members (the guard sends visitors to `/`), so always the members' chrome. */
export function BlankLayout() {
  return (
    <SiteChrome layout="blank" mode="full" footer={false}>
      <Outlet />
    </SiteChrome>
  );
}
