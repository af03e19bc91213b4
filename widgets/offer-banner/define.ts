import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import styles from './offer-banner.css';
import { OfferBanner, type OfferBannerProps } from './offer-banner.js';

export const tagName = 'shop-offer-banner';

defineWidget<OfferBannerProps>(tagName, OfferBanner, { offers: 'json', speed: 'number', label: 'string' }, [
  base,
  styles,
]);

declare global {
  interface HTMLElementTagNameMap {
    'shop-offer-banner': HTMLElement & OfferBannerProps;
  }
}
