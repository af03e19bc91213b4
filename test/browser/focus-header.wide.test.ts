import { walkSuite } from '../_util/sticky-focus.js';

walkSuite(1280, 'a 1280 px screen');
