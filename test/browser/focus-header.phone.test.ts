import { walkSuite } from '../_util/sticky-focus.js';

walkSuite(360, 'a 360 px phone');
