/**
 * Which creator's link brought the shopper to a product, as the server resolved it when the click
 * was recorded (the link's utm_source may be a creator id, utm code or handle). A single-product
 * checkout of that product sends it as `creatorId`; only a creator the server confirmed is sent, so
 * a stale link can never block a purchase.
 */
const referringCreatorByProduct = new Map<string, string>();

export function rememberReferral(productId: string, creatorId: string): void {
  referringCreatorByProduct.set(productId, creatorId);
}

export function referringCreatorFor(productId: string): string | undefined {
  return referringCreatorByProduct.get(productId);
}
