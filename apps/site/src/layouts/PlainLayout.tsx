import { Outlet } from 'react-router-dom';
import { BareMain, LayoutRoot, PlainChrome } from '../chrome/Frame';
import { LAYOUT_TABLE, useLayoutKey } from '.';

/**
 * The layouts without a header (frames `plain` and `bare` in the layout table): the page, with the
 * footer when the row asks; `bare` (layout `null`) draws nothing around it but the skip link.
 */
export function PlainLayout() {
  const layout = useLayoutKey();
  const row = LAYOUT_TABLE[layout];
  if (row.frame === 'bare')
    return (
      <LayoutRoot layout={layout}>
        <BareMain>
          <Outlet />
        </BareMain>
      </LayoutRoot>
    );
  return (
    <PlainChrome layout={layout} footer={row.footer}>
      <Outlet />
    </PlainChrome>
  );
}
