/** Word tables of the sample sarees: colours, borders, lengths and weaves, each weave with its own words. */
import { ANJALI, BOISHAKH, DAILY, JAMAI, OFFICE, PARTY, PUJA, RECEPTION, WEDDING, type Occasion } from './occasions.js';

export const SAREE_COLOURS = [
  'Red',
  'Maroon',
  'Mustard',
  'Peacock Blue',
  'Bottle Green',
  'Off-white',
  'Pink',
  'Rani Pink',
  'Lavender',
  'Navy',
  'Magenta',
  'Orange',
  'Cream',
  'Teal',
  'Black',
  'Sky Blue',
  'Mint Green',
  'Purple',
  'Wine',
  'Rust',
  'Lemon Yellow',
  'Turmeric Yellow',
  'Coral',
  'Royal Blue',
  'Beige',
  'Grey',
] as const;
export const BORDER_COLOURS = ['Red', 'Maroon', 'Gold', 'Black', 'Bottle Green', 'Magenta', 'Navy', 'Orange'] as const;

export interface Weave {
  name: string;
  colours?: readonly string[];
  /** [word for the title, phrase for the description], so both describe the same cloth. */
  work: ReadonlyArray<readonly [string, string]>;
  borders: readonly string[];
  lengths: readonly string[];
  occasions: readonly Occasion[];
  notes: readonly string[];
}

export const SILK_LENGTHS = [
  '6.3 m with blouse piece',
  '6.3 m with unstitched blouse piece',
  '6.2 m with running blouse piece',
];
export const COTTON_LENGTHS = ['5.5 m without blouse piece', '6 m with blouse piece', '5.5 m, no blouse piece'];

export const WEAVES: readonly Weave[] = [
  {
    name: 'Banarasi Katan Silk',
    work: [
      ['Buti', 'gold zari buti'],
      ['Meenakari', 'kadhua meenakari jaal'],
      ['Zari Jaal', 'silver zari floral jaal'],
      ['Paisley', 'antique zari paisleys'],
    ],
    borders: ['temple border', 'broad zari border', 'kadhua border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, RECEPTION, JAMAI],
    notes: ['Handwoven in Varanasi.', 'Rich pallu with zari weaving.'],
  },
  {
    name: 'Shantipuri Tant',
    work: [
      ['Buti', 'woven thread buti'],
      ['Checked', 'small checks'],
      ['Paisley', 'tiny woven paisleys'],
      ['Striped', 'fine stripes'],
    ],
    borders: ['contrast border', 'thin piping border', 'ganga-jamuna border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, PUJA, BOISHAKH],
    notes: ['Crisp handloom cotton from Shantipur.', 'Lightweight and airy for Bengal summers.'],
  },
  {
    name: 'Phulia Tant',
    work: [
      ['Jamdani', 'jamdani-style woven motifs'],
      ['Buti', 'woven thread buti'],
      ['Striped', 'self stripes'],
    ],
    borders: ['contrast border', 'woven temple border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, PUJA, BOISHAKH],
    notes: ['Handloom cotton woven in Phulia.', 'Starched and ready to wear.'],
  },
  {
    name: 'Baluchari Silk',
    work: [
      ['Ramayana', 'Ramayana panels woven on the pallu'],
      ['Mythological', 'mythological scenes on the pallu'],
      ['Floral', 'woven floral butis'],
    ],
    borders: ['woven floral border', 'paisley border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PUJA],
    notes: ['Woven in Bishnupur.', 'A Bengal heirloom weave.'],
  },
  {
    name: 'Dhakai Jamdani',
    work: [
      ['Buti', 'hand-woven jamdani motifs all over'],
      ['Floral', 'floral jaal in thread work'],
      ['Buti', 'woven buti in contrast thread'],
    ],
    borders: ['contrast border', 'woven floral border'],
    lengths: COTTON_LENGTHS,
    occasions: [PUJA, PARTY, BOISHAKH],
    notes: ['Fine count cotton, feather light.', 'Each motif is woven by hand.'],
  },
  {
    name: 'Kantha Stitch Tussar',
    work: [
      ['Bird', 'hand kantha embroidery of birds and flowers'],
      ['Floral', 'kantha stitched floral vines'],
      ['Paisley', 'running-stitch paisleys'],
    ],
    borders: ['plain tussar border', 'stitched border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, PARTY, OFFICE],
    notes: ['Hand-embroidered by artisans of Birbhum.', 'No two pieces are alike.'],
  },
  {
    name: 'Tussar Silk',
    work: [
      ['Ghicha', 'natural tussar sheen and ghicha pallu'],
      ['Hand-painted', 'hand-painted floral motifs'],
      ['Striped', 'woven zari stripes on the pallu'],
    ],
    borders: ['zari border', 'contrast border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, OFFICE, RECEPTION],
    notes: ['Tussar silk from Bhagalpur.'],
  },
  {
    name: 'Katan Silk',
    work: [
      ['Buti', 'gold zari buti'],
      ['Striped', 'copper zari stripes'],
      ['Checked', 'self-woven checks'],
    ],
    borders: ['zari border', 'temple border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PUJA, JAMAI],
    notes: ['Soft katan silk with a gentle fall.'],
  },
  {
    name: 'Chiffon',
    work: [
      ['Floral', 'floral digital print'],
      ['Sequin', 'scattered sequin work'],
      ['Ombre', 'ombre shading'],
    ],
    borders: ['lace border', 'satin piping border'],
    lengths: SILK_LENGTHS,
    occasions: [PARTY, RECEPTION],
    notes: ['Light and flowing, drapes beautifully.'],
  },
  {
    name: 'Georgette',
    work: [
      ['Embroidered', 'thread embroidery and stone work'],
      ['Bandhani', 'bandhani print'],
      ['Leheriya', 'leheriya print'],
    ],
    borders: ['embroidered border', 'sequin border'],
    lengths: SILK_LENGTHS,
    occasions: [PARTY, OFFICE, RECEPTION],
    notes: ['Wrinkle-free and easy to carry.'],
  },
  {
    name: 'Cotton Handloom',
    work: [
      ['Checked', 'bold checks'],
      ['Striped', 'woven stripes'],
      ['Buti', 'small thread butis'],
    ],
    borders: ['contrast border', 'thin piping border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, OFFICE],
    notes: ['Soft cotton that gets better with every wash.'],
  },
  {
    name: 'Bishnupuri Silk',
    work: [
      ['Buti', 'woven golden butis'],
      ['Swarnachari', 'swarnachari motifs on the pallu'],
      ['Checked', 'self-woven checks'],
    ],
    borders: ['temple border', 'zari border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, WEDDING, ANJALI],
    notes: ['Woven in Bishnupur, Bankura.'],
  },
  {
    name: 'Garad Silk',
    colours: ['Off-white', 'Cream'],
    work: [
      ['Paisley', 'small paisley butis'],
      ['Buti', 'woven buti'],
      ['Plain', 'a plain body and rich pallu'],
    ],
    borders: ['broad red border'],
    lengths: SILK_LENGTHS,
    occasions: [ANJALI, PUJA, WEDDING],
    notes: ['Traditional Murshidabad garad.', 'Worn for Lakshmi Puja and Sindoor Khela.'],
  },
  {
    name: 'Dhakai Muslin',
    work: [
      ['Sheer', 'sheer body with woven motifs'],
      ['Jamdani', 'fine zari jamdani work'],
    ],
    borders: ['zari border', 'woven floral border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PARTY],
    notes: ['Feather-light muslin weave.'],
  },
  {
    name: 'Murshidabad Silk',
    work: [
      ['Block Print', 'hand block print'],
      ['Kalamkari', 'kalamkari print'],
      ['Batik', 'batik print'],
    ],
    borders: ['printed border', 'contrast border'],
    lengths: SILK_LENGTHS,
    occasions: [OFFICE, PARTY, PUJA],
    notes: ['Pure silk from Murshidabad.'],
  },
];
