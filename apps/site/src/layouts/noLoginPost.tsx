import { Outlet } from 'react-router-dom';
import { SiteChrome } from '../chrome/SiteChrome';

/** Layout 'noLoginPost': a visitor's post page (`/post/{id}`) — the header with its login button, and the footer. */
export function NoLoginPostLayout() {
  return (
    <SiteChrome layout="noLoginPost" mode="header" footer={true}>
      <Outlet />
    </SiteChrome>
  );
}
