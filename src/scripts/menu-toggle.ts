/** The phone menu: the button opens and closes the list; Escape closes it and returns focus. */
export function setUpMenuToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (!button || !menu) return;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.dataset.open = String(open);
    for (const icon of button.querySelectorAll<SVGElement>('[data-menu-icon]')) {
      icon.classList.toggle('hidden', (icon.dataset.menuIcon === 'open') !== open);
    }
  };

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      button.focus();
    }
  });
  // Leaving the phone layout with the menu open must not leave it stuck open.
  matchMedia('(min-width: 80rem)').addEventListener('change', () => setOpen(false));
}
