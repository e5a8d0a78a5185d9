/** Broken images marked `data-fallback="/path"` switch to that path, once. */
function useFallback(image: HTMLImageElement): void {
  const fallback = image.dataset.fallback;
  if (!fallback || image.dataset.fallbackUsed) return;
  image.dataset.fallbackUsed = 'true';
  image.srcset = '';
  image.src = fallback;
}

export function watchImageFallbacks(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) useFallback(event.target);
    },
    true,
  );
  // Images that failed before this module ran.
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0) useFallback(image);
  }
}
