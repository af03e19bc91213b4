// Node loader for the tests: CSS files import as their text, as in the rollup build.
import { register } from 'node:module';

register('./css-text-hooks.mjs', import.meta.url);
