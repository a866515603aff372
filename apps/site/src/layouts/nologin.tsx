import { Outlet } from 'react-router-dom';
import { PlainChrome } from '../chrome/Frame';

/** Layout 'nologin': the page alone, with the footer (`/404NoLogin`, `/orgsub`). */
export function NoLoginLayout() {
  return (
    <PlainChrome layout="nologin" footer={true}>
      <Outlet />
    </PlainChrome>
  );
}
