import type { ServerResponse } from 'node:http';
import type { Logger, Plugin, ProxyOptions } from 'vite';
import { ConfigLoadError } from '../config/config-error.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import type { LoadedSite } from '../config/vite-plugin.ts';
import { siteFunctionRoutes, type FunctionRoute } from '../local-stack/function-routes.ts';
import { HOST, PORTS } from '../local-stack/stack.ts';
import { portInUse } from '../local-stack/wait.ts';

/** What the page and the console are told when the dev server has no function to forward to. */
export function noEmulatorMessage(routes: readonly FunctionRoute[]): string {
  return (
    `the Functions emulator is not running on ${HOST}:${PORTS.functions}, so the dev server cannot answer ${new Intl.ListFormat('en', { type: 'conjunction' }).format(routes.map((route) => route.source))}: ` +
    '`npm run dev` starts it along with the dev server (a dev server started on its own has none)'
  );
}

/**
 * `npm run dev` answers the site's function rewrites (the shortlist page's /api/shortlist and
 * /api/listen) as Hosting does: Vite's proxy hands each to the Functions emulator at the address
 * the Hosting emulator uses, for the site being served (SITE_CONFIG: a roster site's project).
 * The browser's Origin goes through unchanged, since the function picks the site by it.
 * When nothing listens there, each call gets the callable protocol's 503 in one line of JSON,
 * which the page reports as a failed call, and the console says why once per outage, where
 * Vite's own proxy error would print a stack trace on every call.
 */
export function devFunctionProxyPlugin(site?: LoadedSite): Plugin {
  let logger: Logger | undefined;
  let toldUnreachable = false;

  async function answerUnreachable(res: ServerResponse, message: string): Promise<boolean> {
    if (await portInUse(PORTS.functions, HOST)) {
      toldUnreachable = false;
      return false;
    }
    if (!toldUnreachable) logger?.warn(`[cuesheet] ${message}`, { timestamp: true });
    toldUnreachable = true;
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: { status: 'UNAVAILABLE', message } }));
    return true;
  }

  return {
    name: 'cuesheet:dev-function-proxy',
    apply: 'serve',
    async config() {
      let routes: FunctionRoute[];
      try {
        // A config already read (a build's, or the shortlist command's render) is not read again.
        routes = await siteFunctionRoutes(site?.config ?? resolveConfigPath());
      } catch (error) {
        // The site-config plugin shows the located errors in the overlay; nothing can be forwarded until the file is fixed and the server restarted.
        if (error instanceof ConfigLoadError) return undefined;
        throw error;
      }
      const message = noEmulatorMessage(routes);
      const forward = (route: FunctionRoute): ProxyOptions => ({
        target: route.target,
        // The Host header names the emulator, as the Hosting emulator sends it; the Origin stays the page's.
        changeOrigin: true,
        // Having answered, return the address as it was: Vite then leaves the request alone.
        bypass: async (req, res) => (res && (await answerUnreachable(res, message)) ? req.url : undefined),
      });
      return { server: { proxy: Object.fromEntries(routes.map((route) => [route.match, forward(route)])) } };
    },
    configResolved(config) {
      logger = config.logger;
    },
  };
}
