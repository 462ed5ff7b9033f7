import type { Page } from '@playwright/test';

/** The catalog page's Filters control: on a phone the filters wait behind it, on a wide screen it is not shown. */
export const filtersControl = (page: Page) => page.locator('#catalog [role="search"] details > summary');

/** Shows the catalog page's filters as a visitor would: on a phone a press on Filters, on a wide screen nothing to do. */
export async function showFilters(page: Page) {
  const control = filtersControl(page);
  if (
    (await control.isVisible()) &&
    !(await control.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))
  )
    await control.click();
}
