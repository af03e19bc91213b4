/** The entry partners paste: defines every shop-* element. */
import './catalogue/define.js';
