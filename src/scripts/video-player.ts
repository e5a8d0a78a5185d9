/**
 * Video players that load when the reader presses play (components/media/video-player.astro,
 * docs/decisions/038): the button gives way to the provider's frame, started, and focus moves
 * into it so the keyboard goes on from there. One listener for the whole page.
 */
export const PLAYER_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';

function play(button: HTMLButtonElement): void {
  const src = button.dataset.videoPlayer;
  if (!src) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.dataset.videoTitle ?? '';
  frame.width = '1280';
  frame.height = '720';
  frame.allow = PLAYER_ALLOW;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.className = 'size-full';
  button.replaceWith(frame);
  frame.focus();
}

export function setUpVideoPlayers(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-video-player]') : null;
    if (button instanceof HTMLButtonElement) play(button);
  });
}
