import { expect, test } from '@playwright/test';
import { CALLABLE, contactForm, fillContact } from './helpers/contact.ts';
import { collectProblems, hydrated, stubThirdParty } from './helpers/page.ts';

test.describe('security headers from Hosting', () => {
  test('every page carries the security headers and HTML is never cached', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).toContain("base-uri 'self'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  test('hashed assets are cached for a year, immutable', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the page policy allows only the site, its players and the function, with no inline script', async ({
    page,
  }) => {
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directives = new Map(
      policy!.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(['https://open.spotify.com', 'https://www.youtube-nocookie.com']);
    expect(directives.get('connect-src')?.[0]).toBe("'self'");
    expect(directives.get('connect-src')?.[1]).toMatch(
      /^(http:\/\/127\.0\.0\.1:5001|https:\/\/[a-z0-9-]+\.cloudfunctions\.net)$/,
    );
    expect(policy).not.toContain('unsafe-eval');
    const inlineScripts = await page.locator('script:not([src]):not([type="application/ld+json"])').count();
    expect(inlineScripts).toBe(0);
  });
});

test('the site works under its policy with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await stubThirdParty(page);
  await page.route(CALLABLE, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: { ok: true } }) }),
  );
  const problems = collectProblems(page);
  await page.goto('/');
  await hydrated(page);

  await page
    .locator('#videos')
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);

  // A catalog track plays, and seeks, under media-src (from a blob: where the host ignores ranges).
  const track = page.locator('#catalog [data-track="night-drive"]');
  await track.scrollIntoViewIfNeeded();
  await track.getByRole('button', { name: 'Play Night Drive' }).click();
  await expect(track.getByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
  await track.getByRole('slider').press('End');
  await expect
    .poll(() => track.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(40);

  const form = contactForm(page);
  await fillContact(form, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Policy check',
    message: 'Does everything load under the policy?',
  });
  await form.submit.click();
  await expect(page.getByText('Message sent!')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);
});
