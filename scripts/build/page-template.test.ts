import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template.ts';

const template =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>\n';

describe('fillTemplate', () => {
  it('inserts config text literally, whatever $ patterns it holds', () => {
    const text = "Budget: $$$, $& $` $' $1 $<name>";
    const page = fillTemplate(
      template,
      { html: `<p>${text}</p>`, head: `<title>${text}</title>`, htmlAttributes: { lang: 'en', dir: 'ltr' } },
      "default-src 'self'",
    );
    expect(page).toContain(`<p>${text}</p>`);
    expect(page).toContain(`<title>${text}</title>`);
    expect(page.match(/<html/g)).toHaveLength(1);
    expect(page.match(/<head>/g)).toHaveLength(1);
  });

  it('writes the policy first in the head, escaped, and none without one', () => {
    const result = { html: '', head: '', htmlAttributes: { lang: 'ar', dir: 'rtl' } };
    expect(fillTemplate(template, result, 'img-src "x"')).toContain(
      '<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="img-src &quot;x&quot;" />',
    );
    expect(fillTemplate(template, result)).not.toContain('Content-Security-Policy');
    expect(fillTemplate(template, result)).toContain('<html lang="ar" dir="rtl">');
  });
});
