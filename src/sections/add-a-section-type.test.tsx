import { ThemeProvider } from '@emotion/react';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { parse } from 'yaml';
import { generateSchema } from '../../scripts/config/generate-schema.ts';
import { generateTypes, typesPath } from '../../scripts/config/generate-types.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { compileSiteSchema } from '../../scripts/config/schema.ts';
import { SiteConfigProvider } from '../config/SiteConfigContext.tsx';
import { buildTheme } from '../theme/theme.ts';
import type { SectionDefinition, SectionRenderer, SectionType } from './define.ts';
import { definitionList } from './registry.ts';
import { loadSectionRenderers, SectionRenderersProvider } from './renderers.tsx';
import { SectionList } from './SectionList.tsx';

const root = fileURLToPath(new URL('../../', import.meta.url));
const registryPath = path.join(root, 'src/sections/registry.ts');
const guide = await readFile(path.join(root, 'docs/architecture.md'), 'utf8');

/** The guide's code blocks after its "How to add a section type" heading, in order. */
function guideBlocks(): { lang: string; code: string }[] {
  const section = guide.slice(guide.indexOf('### How to add a section type'));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({ lang: match[1]!, code: match[2]! }));
}

// The steps of docs/architecture.md, taken literally: the three files go into a folder of their own.
describe('adding a section type as docs/architecture.md says', () => {
  let folder: string;
  let definition: SectionDefinition<SectionType>;

  beforeAll(async () => {
    const [schema, renderer, index] = guideBlocks();
    expect([schema?.lang, renderer?.lang, index?.lang]).toEqual(['json', 'tsx', 'ts']);
    folder = await mkdtemp(path.join(root, 'src/sections/.guide-'));
    await writeFile(path.join(folder, 'schema.json'), schema!.code);
    await writeFile(path.join(folder, 'QuoteSection.tsx'), renderer!.code);
    await writeFile(path.join(folder, 'index.ts'), index!.code);
    definition = (
      (await import(/* @vite-ignore */ path.join(folder, 'index.ts'))) as { default: SectionDefinition<SectionType> }
    ).default;
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('joins the site schema, and a config using it validates with its defaults and rules', async () => {
    const schema = JSON.parse(await generateSchema([...definitionList, definition])) as Record<string, unknown>;
    const validate = compileSiteSchema(schema);
    const config = parse(await readFile(path.join(root, 'site.config.yaml'), 'utf8')) as { sections: unknown[] };
    const example = (definition.schema.section.examples as unknown[])[0];
    config.sections.push(example);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    config.sections.push({ type: 'quote', id: 'quote-2', text: 'Missing who said it.' });
    expect(validate(config)).toBe(false);
  });

  it('type-checks, with the registry line of step 4 and the types step 5 generates', async () => {
    const registry = await readFile(registryPath, 'utf8');
    const stepFour = registry
      .replace(/^/, `import quote from './${path.basename(folder)}/index.ts';\n`)
      .replace(/\n(\} satisfies)/, '\n  quote,\n$1');
    expect(stepFour).not.toBe(registry);
    const stepFive = await generateTypes(await generateSchema([...definitionList, definition]));
    const written = new Map([
      [registryPath, stepFour],
      [typesPath, stepFive],
    ]);
    const { options, fileNames } = ts.parseJsonConfigFileContent(
      ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
      ts.sys,
      root,
    );
    const host = ts.createCompilerHost(options);
    const readFromDisk = host.readFile.bind(host);
    host.readFile = (file) => written.get(path.resolve(file)) ?? readFromDisk(file);
    // The project's declaration files (the theme's type for Emotion, virtual modules) apply to every file.
    const declarations = fileNames.filter((file) => file.endsWith('.d.ts'));
    const program = ts.createProgram({
      rootNames: [...declarations, registryPath, path.join(folder, 'QuoteSection.tsx'), path.join(folder, 'index.ts')],
      options,
      host,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(problems).toEqual([]);
    // Without step 4 the registry's `satisfies` must refuse the new type: the check can fail.
    written.set(registryPath, registry);
    const withoutStepFour = ts.createProgram({
      rootNames: [...declarations, registryPath, path.join(folder, 'index.ts')],
      options,
      host,
    });
    expect(
      ts
        .getPreEmitDiagnostics(withoutStepFour)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .join('\n'),
    ).toContain("'quote'");
  }, 120_000);

  it('renders its entry with the renderer the definition names', async () => {
    expect(definition.renderer).toBe('QuoteSection.tsx');
    const { default: Renderer } = (await import(/* @vite-ignore */ path.join(folder, definition.renderer))) as {
      default: ComponentType<{ section: Record<string, unknown> }>;
    };
    const config = await loadSiteConfig();
    const html = renderToString(
      <SiteConfigProvider config={config}>
        <ThemeProvider theme={buildTheme(config.theme)}>
          <Renderer
            section={{ type: 'quote', id: 'quote', text: 'The cue carried the whole spot.', by: 'A music supervisor' }}
          />
        </ThemeProvider>
      </SiteConfigProvider>,
    );
    expect(html).toContain('id="quote"');
    expect(html).toContain('<blockquote>The cue carried the whole spot.</blockquote>');
    expect(html).toContain('<figcaption>A music supervisor</figcaption>');
  });

  it('takes its place among the sections of the page', async () => {
    const { default: Renderer } = (await import(/* @vite-ignore */ path.join(folder, definition.renderer))) as {
      default: SectionRenderer<SectionType>;
    };
    const config = await loadSiteConfig();
    const renderers = { ...(await loadSectionRenderers()), quote: Renderer };
    const quote = { type: 'quote', id: 'quote', text: 'The cue carried the whole spot.', by: 'A music supervisor' };
    // Not a type this registry knows, so the page's list takes it untyped, as it would after step 4.
    const sections = [config.sections[0], quote, config.sections[1]] as unknown as typeof config.sections;
    const html = renderToString(
      <SiteConfigProvider config={config}>
        <ThemeProvider theme={buildTheme(config.theme)}>
          <SectionRenderersProvider renderers={renderers}>
            <SectionList sections={sections} />
          </SectionRenderersProvider>
        </ThemeProvider>
      </SiteConfigProvider>,
    );
    const at = (id: string | undefined) => html.indexOf(`id="${id}"`);
    expect(at('quote')).toBeGreaterThan(at(config.sections[0]?.id));
    expect(at(config.sections[1]?.id)).toBeGreaterThan(at('quote'));
  });
});
