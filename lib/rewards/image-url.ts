// docs/product.md §7 "Images load from a configured base URL with a query token" (docs/product.md §3 imageBaseUrl,
// ImageSasToken). An absolute image URL is taken as it is; the token is still appended.

export const DEFAULT_REWARD_IMAGE = '/rewards/default-card.svg';

export function rewardImageUrl(image: string, baseUrl: string, token: string): string {
  if (!image) return DEFAULT_REWARD_IMAGE;
  const absolute = /^https?:\/\//i.test(image);
  const base = baseUrl.replace(/\/+$/, '');
  const url = absolute ? image : `${base}/${image.replace(/^\/+/, '')}`;
  const query = token.replace(/^[?&]+/, '');
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
