/**
 * Every text the page templates write around the shop's content (navigation, footer, labels of the showroom and
 * contact pages, what screen readers hear), in one table. The shop's own texts (headings, descriptions, cards,
 * alt texts) live in site/content/*.json; where a page says what a widget also says, it takes the widget's words,
 * so the two cannot differ. A second language adds a table of the same shape.
 */
import { sharedStrings } from '../../widgets/_runtime/strings.js';
import { strings as catalogue } from '../../widgets/catalogue/strings.js';
import { strings as showroom } from '../../widgets/showroom/strings.js';

export const pageStrings = {
  skipLink: 'Skip to main content',
  /** Read after the shop's name on the logo link. */
  logoHint: ': home',
  menu: 'Menu',
  mainNavigation: 'Main',
  breadcrumb: 'Breadcrumb',
  nav: {
    home: 'Home',
    showrooms: 'Our showroom',
    womensWear: 'Womens wear',
    mensWear: 'Mens wear',
    kidsWear: 'Kids wear',
    accessories: 'Accessories',
    contact: 'Contact us',
  },
  helpLine: 'Help Line No.',
  footer: {
    showrooms: 'Showroom addresses',
    products: 'Products',
    quickLinks: 'Quick links',
    social: 'Social links',
    facebook: 'Facebook',
    youtube: 'YouTube',
    rights: (year: number, shop: string) => `© ${year} ${shop}. All rights reserved.`,
    backToTop: 'Back to top',
  },
  /** The listing's first crumb, and what screen readers hear after it. */
  back: 'Back',
  backTo: (page: string) => `to ${page}`,
  /** Read after a link that opens a new tab, with the space before it. */
  newTab: ` ${sharedStrings.newTab}`,
  call: catalogue.call,
  whatsapp: catalogue.whatsapp,
  /** Read after a card's title on a link that asks about it on WhatsApp. */
  onWhatsApp: 'on WhatsApp',
  explore: 'Explore',
  showroom: showroom.title,
  showroomHeading: (name: string) => `${name} Showroom`,
  country: showroom.country,
  visitUs: 'Visit us',
  hours: (text: string) => `Hours: ${text}`,
  callUs: 'Call us',
  address: 'Address',
  contactDetails: 'Contact Details',
  photos: 'Photos',
  directions: 'Get directions',
  viewOnMap: 'View on the map',
  home: {
    carousel: 'Offers and collections',
    onFacebook: (shop: string) => `${shop} on Facebook`,
    onYouTube: (shop: string) => `${shop} videos on YouTube`,
  },
  contact: {
    facebook: 'Our Facebook page',
    call: (phone: string) => `Call ${phone}`,
    tabs: 'Ways to shop with us',
    phone: 'Phone:',
    email: 'E-mail:',
  },
};
