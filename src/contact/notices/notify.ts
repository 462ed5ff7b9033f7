import type { Notice, NoticeCorner } from './notice.ts';

type ToasterModule = typeof import('./Toaster.tsx');

let toaster: Promise<ToasterModule> | undefined;

// The toast library is only needed once a visitor has sent something, so it stays out of the
// first-load bundle and is fetched, and its corner mounted, on first use.
function loadToaster(corner: NoticeCorner): Promise<ToasterModule> {
  toaster ??= import('./Toaster.tsx').then(
    (module) => {
      module.mountToaster(corner);
      return module;
    },
    (error: unknown) => {
      toaster = undefined; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return toaster;
}

/** Fetches the toast code ahead of the first notice, e.g. when the visitor starts writing. */
export function preloadNotices(corner: NoticeCorner): void {
  loadToaster(corner).catch(() => {
    // notify() tries again and reports the failure to its caller
  });
}

/** Shows a notice in the page corner; rejects when the toast code cannot be loaded. */
export async function notify(notice: Notice, corner: NoticeCorner): Promise<void> {
  const { showNotice } = await loadToaster(corner);
  showNotice(notice);
}
