import { resolve } from 'node:path';
import type { ErrorPayload, Plugin } from 'vite';
import { clientConfig } from '../../src/config/client-config.ts';
import type { SiteConfig } from '../../src/config/site-config.generated.ts';
import { ConfigLoadError } from './config-error.ts';
import { resolveConfigPath } from './config-path.ts';
import { displayPath, formatConfigErrors } from './format-errors.ts';
import { readConfigSource, validateConfigSource } from './load-config.ts';

const VIRTUAL_ID = 'virtual:site-config';
const SERVER_ID = 'virtual:site-config/server';
// The \0 prefix tells other plugins (and Vite's resolver) to leave the id alone.
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_SERVER_ID = `\0${SERVER_ID}`;
const PLUGIN_NAME = 'cuesheet:site-config';

type OverlayError = ErrorPayload['err'];
type Checked = { ok: true; config: SiteConfig } | { ok: false; err: OverlayError };

/**
 * Vite's overlay shows `message` as the headline, `loc` as a clickable place and `frame`
 * below; the frame carries the whole located report so every error is on screen at once.
 */
async function check(file: string): Promise<Checked> {
  let source: string;
  try {
    source = await readConfigSource(file);
  } catch (error) {
    if (!(error instanceof ConfigLoadError)) throw error;
    return { ok: false, err: { message: error.message, stack: '', id: file, plugin: PLUGIN_NAME } };
  }
  const result = validateConfigSource(source, file);
  if (result.ok) return { ok: true, config: result.config };
  const [first] = result.errors;
  const count = result.errors.length;
  return {
    ok: false,
    err: {
      message: `${count} error${count === 1 ? '' : 's'} in ${displayPath(file)}`,
      stack: '',
      id: file,
      plugin: PLUGIN_NAME,
      loc: { file, line: first.line, column: first.column },
      frame: formatConfigErrors(result.errors, source, { color: false }),
    },
  };
}

/**
 * Serves the validated config as `virtual:site-config`, without the blocks only the server
 * reads (see client-config.ts), and whole as `virtual:site-config/server`, which only the
 * server render may import. In dev, saving the YAML reloads the page when it is valid and
 * shows the located errors in the overlay when it is not; in a build, an invalid config
 * fails the build with the same report.
 */
export function siteConfigPlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? resolveConfigPath());
  let isBuild = false;
  return {
    name: PLUGIN_NAME,
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id, _importer, { ssr }) {
      if (id === SERVER_ID && !ssr) this.error(`${SERVER_ID} is for the server render only; the browser reads ${VIRTUAL_ID}`);
      return id === VIRTUAL_ID ? RESOLVED_ID : id === SERVER_ID ? RESOLVED_SERVER_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_SERVER_ID) return undefined;
      this.addWatchFile(file);
      const result = await check(file);
      if (!result.ok) {
        // A build log has no overlay: put the report itself in the message.
        this.error(isBuild ? { message: `${result.err.frame ?? result.err.message}` } : result.err);
      }
      return `export default ${JSON.stringify(id === RESOLVED_ID ? clientConfig(result.config) : result.config)};`;
    },
    async hotUpdate({ file: changed, server }) {
      if (resolve(changed) !== file) return undefined;
      for (const id of [RESOLVED_ID, RESOLVED_SERVER_ID]) {
        const module = this.environment.moduleGraph.getModuleById(id);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
      // hotUpdate runs once per environment; the browser needs to hear about it once.
      if (this.environment.name === 'client') {
        const result = await check(file);
        server.ws.send(result.ok ? { type: 'full-reload', path: '*' } : { type: 'error', err: result.err });
      }
      return [];
    },
  };
}
