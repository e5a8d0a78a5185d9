/**
 * The inline head script of the two home pages (/ and /pt), the only pages that redirect by
 * language (crawlers never see a redirect elsewhere). It runs before the page paints:
 * - a stored choice (localStorage `lang`, written by the switcher) for the other locale wins;
 * - with nothing stored, on / only, a browser that prefers Portuguese to English goes to /pt,
 *   and that detection is stored so it happens once.
 * It is a string, not a bundled module, because it must run before first paint; its hash is
 * added to the Content-Security-Policy by astro.config.mjs (see src/lib/csp.ts).
 */
export const LANG_STORAGE_KEY = 'lang';

export const LOCALE_REDIRECT_SCRIPT = `(function () {
  try {
    var current = document.documentElement.lang.indexOf('pt') === 0 ? 'pt' : 'en';
    var stored = localStorage.getItem('${LANG_STORAGE_KEY}');
    var wanted = stored === 'pt' || stored === 'en' ? stored : null;
    if (!wanted && current === 'en') {
      var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      for (var i = 0; i < languages.length; i++) {
        var primary = String(languages[i]).toLowerCase().slice(0, 2);
        if (primary === 'en') break;
        if (primary === 'pt') {
          wanted = 'pt';
          localStorage.setItem('${LANG_STORAGE_KEY}', 'pt');
          break;
        }
      }
    }
    if (wanted && wanted !== current) {
      location.replace((wanted === 'pt' ? '/pt' : '/') + location.search + location.hash);
    }
  } catch (error) {}
})();`;
