import { Outlet } from 'react-router';
import { routeHeaders } from '~/http/route-headers';

// The checkout's layout: its own compact header (spec §2: the checkout route uses the checkout header
// layout). Each step is a child route with its own loader and action.
export const handle = { headerLayout: 'checkout' };

export const headers = routeHeaders;

export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
