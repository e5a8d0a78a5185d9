/** Share links of the article page: each carries the article title and its canonical URL. */
export type ShareNetwork = 'whatsapp' | 'x' | 'facebook';

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

export function shareLinks(title: string, url: string): ShareLink[] {
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return [
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'x', href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}` },
  ];
}
