import { visibleCategory } from '../services/categories.js';
import { inShop } from '../services/products.js';
import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

/** `/api/cats`: the post categories members may use (hidden and deleted ones leave it, ADR 035). */
export const cats = readRoutes(R.catRes, 25, () => visibleCategory);

/** `/api/products`: the exchange shop's products (20 a page unless asked; deleted ones leave it). */
export const products = readRoutes(R.productRes, 20, () => inShop);
