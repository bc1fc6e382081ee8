import { Outlet, useParams } from 'react-router';
import { StaffHeader } from './staff-header';

/**
 * The staff workspace's frame (docs/decisions/070): the compact staff header and the page, no
 * footer. The root layout draws it in place of the diner's header, page and footer; its code
 * loads with the first staff page, so a diner's pages never download it.
 */
export function StaffFrame() {
  const { restaurantSlug } = useParams();
  return (
    <>
      <StaffHeader restaurantSlug={restaurantSlug} />
      <main id="main" className="app-main app-main--staff" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
