/**
 * Imported first by test files that validate a config: compiles the site schema while the file
 * loads, where no test's timeout runs. The compile is most of a check's time (0.7 s idle, over
 * 8 s beside other work), and it otherwise fell to whichever of the file's tests ran first.
 */
import { siteValidator } from '../config/schema.ts';

siteValidator();
