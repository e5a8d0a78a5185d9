/**
 * The article's audio: one button toggles play and pause (its label says what a press will
 * do), a bar shows progress, and the player returns to the start when the audio ends.
 */
function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function setUpPlayer(root: HTMLElement): void {
  const audio = root.querySelector<HTMLAudioElement>('audio');
  const button = root.querySelector<HTMLButtonElement>('[data-audio-toggle]');
  const progress = root.querySelector<HTMLElement>('[data-audio-progress]');
  const time = root.querySelector<HTMLElement>('[data-audio-time]');
  const problem = root.querySelector<HTMLElement>('[data-audio-error]');
  if (!audio || !button) return;

  const render = () => {
    const playing = !audio.paused && !audio.ended;
    root.dataset.state = playing ? 'playing' : 'paused';
    button.setAttribute('aria-label', (playing ? button.dataset.labelPause : button.dataset.labelPlay) ?? '');
    const ratio = audio.duration > 0 ? audio.currentTime / audio.duration : 0;
    if (progress) progress.style.transform = `scaleX(${Math.min(1, ratio)})`;
    if (time) time.textContent = audio.duration > 0 ? `${formatTime(audio.currentTime)} / ${formatTime(audio.duration)}` : '';
  };

  button.addEventListener('click', () => {
    if (audio.paused) {
      audio.play().catch(() => {
        // A play the browser refused (or a source that failed) leaves the button ready to try again.
        render();
      });
    } else {
      audio.pause();
    }
  });
  audio.addEventListener('ended', () => {
    audio.currentTime = 0;
    render();
  });
  audio.addEventListener('error', () => {
    button.disabled = true;
    if (problem) problem.textContent = problem.dataset.message ?? '';
    render();
  });
  for (const type of ['play', 'pause', 'timeupdate', 'loadedmetadata', 'durationchange']) audio.addEventListener(type, render);
  render();
}

export function setUpAudioPlayers(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-audio-player]')) setUpPlayer(root);
}
