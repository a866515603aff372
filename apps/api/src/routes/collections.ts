import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

/** `/api/cats`: the post categories. */
export const cats = readRoutes(R.catRes);

/** `/api/products`: the exchange shop's products (20 a page unless asked). */
export const products = readRoutes(R.productRes, 20);
