import { resolve } from 'node:path';
import type { ErrorPayload, Plugin } from 'vite';
import { clientConfig } from '../../src/config/client-config.ts';
import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { ConfigLoadError } from './config-error.ts';
import { collectAudioFacts } from './audio-check.ts';
import { withHeard } from './heard-config.ts';
import { resolveConfigPath } from './config-path.ts';
import { errorsHeadline } from './format-errors.ts';
import { readConfigSource, siteConfigFromSource } from './load-config.ts';

const VIRTUAL_ID = 'virtual:site-config';
const SERVER_ID = 'virtual:site-config/server';
const FACTS_ID = 'virtual:site-config/audio-facts';
// The \0 prefix tells other plugins (and Vite's resolver) to leave the id alone.
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_SERVER_ID = `\0${SERVER_ID}`;
const RESOLVED_FACTS_ID = `\0${FACTS_ID}`;
const SERVER_ONLY: Record<string, string> = { [SERVER_ID]: RESOLVED_SERVER_ID, [FACTS_ID]: RESOLVED_FACTS_ID };
const PLUGIN_NAME = 'cuesheet:site-config';

/**
 * Vite's overlay shows `message` as the headline, `loc` as a clickable place and `frame`
 * below; the frame carries the whole located report so every error is on screen at once.
 */
function overlay(error: ConfigLoadError): ErrorPayload['err'] {
  const [first] = error.errors;
  const common = { stack: '', id: error.file, plugin: PLUGIN_NAME };
  if (!first) return { message: error.message, ...common };
  return {
    message: errorsHeadline(error.errors),
    ...common,
    loc: { file: error.file, line: first.line, column: first.column },
    frame: error.message,
  };
}

function asLoadError(error: unknown): ConfigLoadError {
  if (error instanceof ConfigLoadError) return error;
  throw error;
}

/** A config already read and checked, with its audio's facts: what a build hands its bundles. */
export interface LoadedSite {
  config: SiteConfig;
  facts: AudioFactsMap;
}

/**
 * Serves the validated config as `virtual:site-config`, without the blocks only the server
 * reads (see client-config.ts), and whole as `virtual:site-config/server`, which only the
 * server render may import. In dev, saving the YAML reloads the page when it is valid and
 * shows the located errors in the overlay when it is not; in a build, an invalid config
 * fails the build with the same report.
 */
export function siteConfigPlugin(options: { file?: string; site?: LoadedSite } = {}): Plugin {
  const file = resolve(options.file ?? resolveConfigPath());
  let isBuild = false;
  let publicDir: string | undefined;
  // One save reaches `load` once per virtual module and `hotUpdate` once more; validate the text, and read its audio, once.
  let last:
    | { source: string; outcome: SiteConfig | ConfigLoadError; heard?: Promise<LoadedSite | ConfigLoadError> }
    | undefined;

  async function check(): Promise<SiteConfig | ConfigLoadError> {
    const source = await readConfigSource(file).catch(asLoadError);
    if (source instanceof ConfigLoadError) return source;
    if (source !== last?.source) {
      let outcome: SiteConfig | ConfigLoadError;
      try {
        outcome = siteConfigFromSource(source, file);
      } catch (error) {
        outcome = asLoadError(error);
      }
      last = { source, outcome };
    }
    return last.outcome;
  }

  /** The checked config with its audio's facts, and what they tell filled in (heard-config.ts), as a build has them. */
  async function heardSite(config: SiteConfig): Promise<LoadedSite | ConfigLoadError> {
    const checked = last!;
    checked.heard ??= collectAudioFacts(
      config,
      checked.source,
      file,
      publicDir === undefined ? {} : { publicDir },
    ).then((audio) => {
      if (audio.warningsReport) console.warn(audio.warningsReport);
      return { config: withHeard(config, audio.facts), facts: audio.facts };
    }, asLoadError);
    return checked.heard;
  }

  return {
    name: PLUGIN_NAME,
    configResolved(config) {
      isBuild = config.command === 'build';
      publicDir = config.publicDir;
    },
    resolveId(id, _importer, { ssr }) {
      if (id in SERVER_ONLY && !ssr) this.error(`${id} is for the server render only; the browser reads ${VIRTUAL_ID}`);
      return id === VIRTUAL_ID ? RESOLVED_ID : SERVER_ONLY[id];
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_SERVER_ID && id !== RESOLVED_FACTS_ID) return undefined;
      const { site } = options;
      if (site)
        return `export default ${JSON.stringify(id === RESOLVED_FACTS_ID ? site.facts : id === RESOLVED_ID ? clientConfig(site.config) : site.config)};`;
      this.addWatchFile(file);
      const fail = (error: ConfigLoadError): never =>
        // A build log has no overlay: put the report itself in the message.
        this.error(isBuild ? { message: error.message } : overlay(error));
      const config = await check();
      if (config instanceof ConfigLoadError) return fail(config);
      const heard = await heardSite(config);
      if (heard instanceof ConfigLoadError) return fail(heard);
      return `export default ${JSON.stringify(id === RESOLVED_FACTS_ID ? heard.facts : id === RESOLVED_ID ? clientConfig(heard.config) : heard.config)};`;
    },
    async hotUpdate({ file: changed, server }) {
      if (resolve(changed) !== file) return undefined;
      for (const id of [RESOLVED_ID, RESOLVED_SERVER_ID, RESOLVED_FACTS_ID]) {
        const module = this.environment.moduleGraph.getModuleById(id);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
      // hotUpdate runs once per environment; the browser needs to hear about it once.
      if (this.environment.name === 'client') {
        const config = await check();
        server.ws.send(
          config instanceof ConfigLoadError
            ? { type: 'error', err: overlay(config) }
            : { type: 'full-reload', path: '*' },
        );
      }
      return [];
    },
  };
}
