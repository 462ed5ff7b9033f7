import type { ShortlistAnswer } from '../../functions/src/contract/shortlist-model.ts';
import { call } from '../callable/callable.ts';
import { tokenOf } from '../shortlist/token.ts';

export interface ShortlistViewProps {
  /** Where `getShortlist` answers on this site. */
  open: string;
  artist: string;
  /** The heading of a link that does not open. */
  unavailable: string;
  /** The notice when the request fails. */
  failed: string;
}

type Part = 'header' | 'title' | 'recipient' | 'name' | 'note' | 'counted' | 'unavailable' | 'failed' | 'cards';

/**
 * A recipient's shortlist: asks for it once with the link's token and fills the page the build
 * left (ShortlistPage): its title, who it is for, its note, the line saying plays are counted,
 * and the tracks' cards. A link that does not open shows no track, only the way to ask for a
 * new one. A script, not React: React loads only when a player is touched.
 */
export default function showShortlist(
  { open, artist, unavailable, failed }: ShortlistViewProps,
  island: HTMLElement,
): void {
  const part = (name: Part) => island.querySelector<HTMLElement>(`[data-part="${name}"]`)!;
  const show = (answer: ShortlistAnswer) => {
    part('title').textContent = answer.title;
    if (answer.recipient.name) {
      part('name').textContent = answer.recipient.name;
      part('recipient').hidden = false;
    }
    if (answer.note) {
      part('note').textContent = answer.note;
      part('note').hidden = false;
    }
    part('counted').hidden = false;
    // Markup `npm run shortlist` rendered with the site's components, every text in it escaped;
    // no browser can write it (firestore.rules), and the page's policy runs no inline script.
    part('cards').innerHTML = answer.cards;
    document.title = `${answer.title} | ${artist}`;
  };
  const fail = (why: unknown) => {
    console.error('getShortlist failed', why);
    part('failed').textContent = failed;
  };
  const token = tokenOf(location.pathname);
  // An address without a token opens nothing, as the function would answer.
  const asked = token === null ? Promise.resolve(null) : call<ShortlistAnswer>(open, { token });
  asked
    .then((answer) => {
      if (answer?.ok) return show(answer.result);
      if (answer && answer.status !== 'NOT_FOUND') return fail(`${answer.status} ${answer.message}`);
      part('title').textContent = unavailable;
      part('unavailable').hidden = false;
    })
    .catch(fail)
    .finally(() => part('header').removeAttribute('aria-busy'));
}
