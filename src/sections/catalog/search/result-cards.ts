/** Gives a track's card by its id, a promise of the element to put in the list. */
export type CardSource = (id: string) => Promise<HTMLElement>;

/**
 * The cards search results are drawn with: the page's own, and for a track on another page its
 * card as the build wrote it alone (`cardFile`, `{id}` standing for the track's id), fetched once.
 * Its player wakes like the page's: `<is-land>` elements start when they join the document.
 */
export function createCardSource(cardFile: string, pageCards: readonly HTMLElement[]): CardSource {
  const cards = new Map<string, Promise<HTMLElement>>(
    pageCards.map((card) => [card.dataset.track ?? '', Promise.resolve(card)]),
  );
  return (id) => {
    let card = cards.get(id);
    if (!card) {
      const address = cardFile.replace('{id}', encodeURIComponent(id));
      card = fetch(address)
        .then((response) => {
          if (!response.ok) throw new Error(`${address}: ${response.status}`);
          return response.text();
        })
        .then((markup) => {
          // The build's own markup, every text in it escaped by React; the page's policy runs no inline script.
          const template = document.createElement('template');
          template.innerHTML = markup;
          const element = template.content.firstElementChild;
          if (!(element instanceof HTMLElement) || element.dataset.track !== id)
            throw new Error(`${address} holds no card of ${id}`);
          return element;
        });
      cards.set(id, card);
      // A failed fetch is tried again at the next search: the connection may be back.
      card.catch(() => cards.delete(id));
    }
    return card;
  };
}
