/** The product's wordmark beside the logo (header, side menu). */
export const brand = 'Lightbearers';
