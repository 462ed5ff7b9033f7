/** What the phone's lock screen and the browser's media controls show for the playing track. */
export function showOnLockScreen(title: string, artist: string): void {
  if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined')
    navigator.mediaSession.metadata = new MediaMetadata({ title, artist });
}
