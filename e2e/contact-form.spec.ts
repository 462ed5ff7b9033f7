import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { librariesIn, type LazyLibrary } from '../tools/bench/markers.ts';
import { MAX_LENGTH } from '../functions/src/contract/contact-message.ts';
import type { SendRequest } from '../src/contact/send-contact.ts';
import { WCAG_22_AA } from './helpers/a11y.ts';
import {
  CALLABLE,
  contactForm,
  expectContactValues,
  fillContact,
  openForm,
  type ContactFields,
} from './helpers/contact.ts';
import { collectProblems, holdApp, hydrated, openHydrated, wakeIsland } from './helpers/page.ts';

// The shipped config's texts, the seed site's English wording.
const SENDING = 'Sending...';
const SUCCESS = { title: 'Message sent!', description: "Thanks for reaching out. We'll be in touch soon." };
const FAILURE = { title: 'Error', description: 'There was a problem sending your message. Please try again later.' };
const RATE_LIMITED = 'You have sent several messages in a short time. Please try again in a few minutes.';
const PREFILL_BUTTONS = ['Inquire About Licensing', 'Request Full Catalog Access'];
const PREFILL_DELAY_MS = 100;

// The form's behaviour against a stand-in for the callable: the real function and Firestore are
// covered by the backend's own tests. The callable protocol: POST {"data": {...}}; success is
// 200 {"result": ...}; an error is {"error": {"status", "message"}} with the matching HTTP status.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

const answer = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', headers: CORS, body: JSON.stringify(body) });

const succeed = (route: Route) => answer(route, 200, { result: { ok: true } });

/** Routes the callable through `handler` and records each message the form sent. */
async function interceptCallable(page: Page, handler: (route: Route) => Promise<void>): Promise<SendRequest[]> {
  const sent: SendRequest[] = [];
  await page.route(CALLABLE, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    sent.push((request.postDataJSON() as { data: SendRequest }).data);
    await handler(route);
  });
  return sent;
}

const sample: ContactFields = {
  name: 'Ada Lovelace ',
  email: 'ada@example.com',
  subject: '  Trailer cue, 30s  ',
  message: 'Line one\n\n\tindented line with trailing space \nÜñíçødé ✓',
};

function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
}

const validity = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => ({
    valid: input.validity.valid,
    typeMismatch: input.validity.typeMismatch,
  }));

test.describe('contact form', () => {
  test('fields are labelled, required, typed and capped by the shared schema', async ({ page }) => {
    const problems = collectProblems(page);
    await openForm(page);
    await page.waitForTimeout(300); // the draft and pre-fill effects run after hydration
    expect(problems).toEqual([]); // no hydration mismatch from the form
    const f = contactForm(page);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      await expect(f[field]).toHaveAttribute('required', '');
      await expect(f[field]).toHaveAttribute('maxlength', String(MAX_LENGTH[field]));
      await expect(f[field]).toHaveAttribute('placeholder', /.+/);
    }
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.name).toHaveAttribute('autocomplete', 'name');
    await expect(f.email).toHaveAttribute('autocomplete', 'email');
    await expect(f.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(f.submit).toHaveAttribute('type', 'submit');

    // Browser-level validation: nothing is sent while a field is empty or the email is malformed.
    const sent = await interceptCallable(page, succeed);
    await f.submit.click();
    expect((await validity(f.name)).valid).toBe(false);
    await fillContact(f, { ...sample, email: 'not-an-email' });
    await f.submit.click();
    expect((await validity(f.email)).typeMismatch).toBe(true);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test('the honeypot is off-screen, hidden from assistive tech and skipped by Tab', async ({ page }) => {
    await openForm(page);
    const f = contactForm(page);
    const honeypot = f.element.locator('input[name="nectar"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    expect(await honeypot.evaluate((input) => !!input.closest('[aria-hidden="true"]'))).toBe(true);
    await f.message.focus();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
  });

  test('sends: "Sending..." and disabled while pending, then cleared fields and the success toast', async ({
    page,
  }) => {
    await openForm(page);
    const f = contactForm(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent = await interceptCallable(page, async (route) => {
      await released;
      await succeed(route);
    });

    await fillContact(f, sample);
    await f.submit.click();
    const sending = f.contact.getByRole('button', { name: SENDING });
    await expect(sending).toBeDisabled();
    await expect(f.element).toHaveAttribute('aria-busy', 'true');
    await expectContactValues(f, sample);
    release();

    const notice = toast(page, SUCCESS.title);
    await expect(notice).toBeVisible();
    await expect(notice.locator('[data-description]')).toHaveText(SUCCESS.description);
    await expectContactValues(f, { name: '', email: '', subject: '', message: '' });
    await expect(f.submit).toBeEnabled();
    await expect(f.element).toHaveAttribute('aria-busy', 'false');

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request).toEqual({ ...sample, id: expect.stringMatching(/^[0-9a-f-]{36}$/), nectar: '' });
  });

  for (const failure of ['server error 500', 'network failure'] as const) {
    test(`on a ${failure}: the error toast, the fields kept exactly, the cause logged, one id for every retry`, async ({
      page,
    }) => {
      test.setTimeout(45_000); // the client retries 3 times with 1 s, 2 s and 4 s waits
      const problems = collectProblems(page);
      await openForm(page);
      const f = contactForm(page);
      const sent = await interceptCallable(page, (route) =>
        failure === 'network failure'
          ? route.abort('connectionrefused')
          : answer(route, 500, { error: { status: 'INTERNAL', message: 'INTERNAL' } }),
      );

      await fillContact(f, sample);
      await f.submit.click();
      await expect(f.contact.getByRole('button', { name: SENDING })).toBeDisabled();
      const notice = toast(page, FAILURE.title);
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice.locator('[data-description]')).toHaveText(FAILURE.description);
      await expectContactValues(f, sample);
      await expect(f.submit).toBeEnabled();
      expect(problems.some((text) => text.startsWith('error: ') && text.includes('could not be sent'))).toBe(true);

      expect(sent).toHaveLength(4);
      expect(new Set(sent.map((request) => request.id)).size).toBe(1);
    });
  }

  test('rate limited: its own notice; a resend of the unchanged draft keeps the id, an edit gets a new one', async ({
    page,
  }) => {
    await openForm(page);
    const f = contactForm(page);
    let limited = true;
    const sent = await interceptCallable(page, (route) =>
      limited
        ? answer(route, 429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many messages' } })
        : succeed(route),
    );

    await fillContact(f, sample);
    await f.submit.click();
    const notice = toast(page, FAILURE.title);
    await expect(notice.locator('[data-description]')).toHaveText(RATE_LIMITED);
    await expectContactValues(f, sample);
    expect(sent).toHaveLength(1); // resource-exhausted is not retried

    await f.submit.click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);

    await f.message.fill(`${sample.message} (edited)`);
    limited = false;
    await f.submit.click();
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.id).not.toBe(sent[0]!.id);

    await fillContact(f, sample);
    await f.submit.click();
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]!.id).not.toBe(sent[2]!.id);
  });

  test('the Sync buttons pre-fill the subject after the delay and leave the address clean', async ({ page }) => {
    // Timestamps of history changes and of the subject's value, to check the 100 ms delay.
    await page.addInitScript(() => {
      const log: { kind: string; url: string; at: number }[] = [];
      (window as unknown as { __history: typeof log }).__history = log;
      for (const kind of ['pushState', 'replaceState'] as const) {
        const original = history[kind].bind(history);
        history[kind] = (data: unknown, unused: string, url?: string | URL | null) => {
          log.push({ kind, url: String(url), at: performance.now() });
          original(data, unused, url);
        };
      }
      const watch = () => {
        const input = document.querySelector<HTMLInputElement>('#contact input[name="subject"]');
        if (input && input.value !== (input.dataset.seen ?? '')) {
          input.dataset.seen = input.value;
          log.push({ kind: 'subject', url: input.value, at: performance.now() });
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await openHydrated(page);
    const f = contactForm(page);

    for (const label of PREFILL_BUTTONS) {
      await page.evaluate(() => ((window as unknown as { __history: unknown[] }).__history.length = 0));
      await page.locator('#sync').getByRole('link', { name: label }).click();
      await expect(f.subject).toHaveValue(label);
      await expect.poll(() => new URL(page.url()).searchParams.has('subject')).toBe(false);
      expect(new URL(page.url()).hash).toBe('#contact');
      await expect(f.contact).toBeInViewport();

      const log = await page.evaluate(
        () => (window as unknown as { __history: { kind: string; url: string; at: number }[] }).__history,
      );
      const push = log.find((entry) => entry.kind === 'pushState');
      const set = log.find((entry) => entry.kind === 'subject' && entry.url === label);
      const replace = log.find((entry) => entry.kind === 'replaceState');
      expect(push?.url).toContain(`subject=${encodeURIComponent(label)}`);
      expect(set!.at - push!.at).toBeGreaterThanOrEqual(PREFILL_DELAY_MS - 5);
      expect(replace!.at - push!.at).toBeGreaterThanOrEqual(PREFILL_DELAY_MS - 5);
      expect(replace!.url).not.toContain('subject=');
    }
  });

  test('arriving at /?subject=Hello#contact fills the subject and cleans the address', async ({ page }) => {
    await openHydrated(page, '/?subject=Hello#contact');
    const f = contactForm(page);
    await expect(f.subject).toHaveValue('Hello');
    await expect.poll(() => page.url()).toMatch(/\/#contact$/);
    await expect(f.contact).toBeInViewport();
  });

  test('text typed before the form is live is kept, and is what it sends', async ({ page }) => {
    const release = await holdApp(page);
    await openHydrated(page);
    const f = contactForm(page);
    // Scrolling to the form wakes it; its code is held back while the visitor types.
    await fillContact(f, sample);
    await expect(f.submit).toBeDisabled();
    release();
    await hydrated(page, 'ContactForm');
    await expectContactValues(f, sample);
    const sent = await interceptCallable(page, succeed);
    await f.submit.click();
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    expect(sent.map(({ name, email, subject, message }) => ({ name, email, subject, message }))).toEqual([sample]);
  });

  test('a draft survives a reload, yields its subject to a pre-fill, and is gone after sending', async ({ page }) => {
    await openForm(page);
    const f = contactForm(page);
    await fillContact(f, sample);
    await page.reload();
    await wakeIsland(page, 'ContactForm');
    await expectContactValues(f, sample);

    await openForm(page, '/?subject=Licensing#contact');
    await expect(f.subject).toHaveValue('Licensing');
    await expectContactValues(f, { ...sample, subject: 'Licensing' });

    await interceptCallable(page, succeed);
    await f.submit.click();
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    await page.reload();
    await wakeIsland(page, 'ContactForm');
    await page.waitForTimeout(300);
    await expectContactValues(f, { name: '', email: '', subject: '', message: '' });
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('contact-draft'))),
    ).toEqual([]);
  });

  test('no Firebase or toast code loads with the page; the toast code comes with the first focus, Firebase with the send', async ({
    page,
  }) => {
    const loaded: { url: string; libraries: LazyLibrary[] }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      loaded.push({ url: response.url(), libraries: librariesIn(await response.text().catch(() => '')) });
    });
    const containing = (library: LazyLibrary) => loaded.filter(({ libraries }) => libraries.includes(library));

    await openHydrated(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect(loaded.length).toBeGreaterThan(0);
    expect(containing('firebase').map(({ url }) => url)).toEqual([]);
    expect(containing('sonner').map(({ url }) => url)).toEqual([]);

    const f = contactForm(page);
    await f.name.focus();
    await expect.poll(() => containing('sonner').length).toBeGreaterThan(0);
    expect(containing('firebase')).toHaveLength(0);

    await interceptCallable(page, succeed);
    await fillContact(f, sample);
    await f.submit.click();
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    expect(containing('firebase').length).toBeGreaterThan(0);
  });

  test('the section and an open notice have no axe violations', async ({ page }) => {
    await openForm(page);
    const f = contactForm(page);
    await interceptCallable(page, succeed);
    await fillContact(f, sample);
    await f.submit.click();
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    // Heading at the top, so the fixed nav bar covers none of the section's links.
    await f.contact.evaluate((section) => section.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await page.waitForTimeout(500); // let the notice finish sliding in, so contrast is measured at rest
    const { violations } = await new AxeBuilder({ page })
      .include('#contact')
      .include('[data-sonner-toaster]')
      .withTags(WCAG_22_AA)
      .analyze();
    expect(
      violations.map(
        ({ id, nodes }) =>
          `${id}: ${nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
