import { SHORTLIST_ENDPOINTS } from '../../../../functions/src/contract/shortlist-endpoints.ts';
import { tokenOf } from '../../../shortlist/token.ts';
import { ListenReporter } from './listen-reporter.ts';

let reporter: ListenReporter | undefined;

/**
 * The page's one reporter, shared by every player on it (each a root of its own), so a page
 * sends one report for all its tracks. Made at the first thing to report, in the browser, with
 * the link's token.
 */
export function pageReporter(): ListenReporter {
  if (!reporter) {
    reporter = ListenReporter.forPage(SHORTLIST_ENDPOINTS.listen.path, tokenOf(location.pathname) ?? '');
    reporter.attach();
  }
  return reporter;
}
