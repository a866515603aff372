import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'default' (product §2): header and side menu when signed in; a visitor gets the header with its login button. */
export function DefaultLayout() {
  return (
    <SiteChrome layout="default" mode="full" footer={false}>
      <Outlet />
    </SiteChrome>
  );
}
