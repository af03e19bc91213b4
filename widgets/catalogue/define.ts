import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import bar from './bar.css';
import card from './card.css';
import styles from './catalogue.css';
import { Catalogue, type CatalogueProps } from './catalogue.js';

export const tagName = 'shop-catalogue';

defineWidget<CatalogueProps>(
  tagName,
  Catalogue,
  {
    collection: 'string',
    limit: 'number',
    message: 'string',
    src: 'string',
    firebaseConfig: 'json',
    firestoreEmulator: 'string',
    callNumber: 'string',
    chatNumber: 'string',
    timeout: 'number',
    queryParam: 'string',
  },
  [base, card, bar, styles],
);

declare global {
  interface HTMLElementTagNameMap {
    'shop-catalogue': HTMLElement & CatalogueProps;
  }
}
