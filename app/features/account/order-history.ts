// What the order history's page and its loader share, free of server code.
import type { PriceItem } from '~/commerce/models/money';

/** The status codes the filter offers (ICM's order states a shopper meets). */
export const ORDER_STATUS_FILTERS = ['NEW', 'INPROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Whose orders the history shows: the user's own, or (order managers) all of the company's buyers'. */
export const ORDER_VIEWS = ['buyer', 'allBuyers'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** A buyer the company's order history filters by. */
export interface OrderBuyerOption {
  login: string;
  name: string;
}

export interface OrderRow {
  id: string;
  documentNo: string;
  creationDate?: string;
  status?: string;
  itemCount: number;
  total?: PriceItem;
  /** The buyer's name (the company's orders). */
  buyerName?: string;
}

export interface OrderHistory {
  title: string;
  orders: OrderRow[];
  status?: OrderStatusFilter;
  /** The user may switch to the company's orders (APP_B2B_MANAGE_ORDERS). */
  manager: boolean;
  view: OrderView;
  /** The company's buyers who have ordered, and the one the list is filtered by. */
  buyers: OrderBuyerOption[];
  buyer?: string;
  page: number;
  /** Another page follows (ICM tells the total, or a full page came back). */
  hasNextPage: boolean;
}
