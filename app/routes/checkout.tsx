import { Outlet } from 'react-router';
import { punchoutSessionsSkipCheckout } from '~/features/punchout/punchout-session.server';
import { routeHeaders } from '~/http/route-headers';

// The checkout's layout: its own compact header (spec §2: the checkout route uses the checkout header
// layout). Each step is a child route with its own loader and action. A punchout session has no
// checkout: its steps send it to the basket, where it transfers.
export const handle = { headerLayout: 'checkout' };

export const middleware = [punchoutSessionsSkipCheckout];

export const headers = routeHeaders;

export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
