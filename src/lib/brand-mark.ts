/** The Bem Viver mark: a rising sun over a green horizon. One drawing for the header and the favicon. */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="9" fill="#1e5b4f"/>' +
  '<circle cx="16" cy="17" r="7" fill="#f2c14e"/>' +
  '<path d="M0 21c5.3-3.4 10.7-3.4 16 0s10.7 3.4 16 0v2a9 9 0 0 1-9 9H9a9 9 0 0 1-9-9z" fill="#163d35"/>' +
  '<path d="M3.5 25c4.2-2.3 8.3-2.3 12.5 0s8.3 2.3 12.5 0" fill="none" stroke="#fbf8f3" stroke-width="1.6" stroke-linecap="round"/>' +
  '</svg>';
