declare module '@11ty/is-land' {
  /** The `<is-land>` element class; importing the module defines the element. */
  export const Island: {
    addInitType(name: string, init: (island: HTMLElement) => Promise<void>): void;
  };
}
