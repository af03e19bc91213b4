/**
 * The Bengali of every word part the sample titles and descriptions are made from, keyed by the English part,
 * written as a shop in Nadia writes them: Bengali words where the shop has one (লাল, ঘিয়ে, পাড়, কলকা, চুমকি),
 * and the loanwords shoppers read every day in Bengali letters where it has not (ব্লেজার, টি-শার্ট, জর্জেট).
 * The generator builds title_bn and des_bn from the same parts as the English, so both say the same thing.
 */

/** Colours of sarees, borders, punjabis, T-shirts and blazers. */
export const COLOUR_BN: Record<string, string> = {
  Red: 'লাল',
  Maroon: 'মেরুন',
  Mustard: 'সর্ষে হলুদ',
  'Peacock Blue': 'ময়ূরকণ্ঠী',
  'Bottle Green': 'গাঢ় সবুজ',
  'Off-white': 'ঘিয়ে',
  Pink: 'গোলাপি',
  'Rani Pink': 'রানি গোলাপি',
  Lavender: 'হালকা বেগুনি',
  Navy: 'গাঢ় নীল',
  Magenta: 'ম্যাজেন্টা',
  Orange: 'কমলা',
  Cream: 'ক্রিম',
  Teal: 'সবজে নীল',
  Black: 'কালো',
  'Sky Blue': 'আকাশি',
  'Mint Green': 'হালকা সবুজ',
  Purple: 'বেগুনি',
  Wine: 'ওয়াইন',
  Rust: 'মরচে রঙা',
  'Lemon Yellow': 'লেবু হলুদ',
  'Turmeric Yellow': 'কাঁচা হলুদ',
  Coral: 'কোরাল',
  'Royal Blue': 'রয়্যাল ব্লু',
  Beige: 'হালকা বাদামি',
  Grey: 'ছাই রঙা',
  Gold: 'সোনালি',
  Charcoal: 'গাঢ় ছাই রঙা',
  Olive: 'জলপাই সবুজ',
  Peach: 'হালকা কমলা',
  White: 'সাদা',
  Ivory: 'আইভরি',
  Brown: 'বাদামি',
  Khaki: 'খাকি',
};

/** Saree weaves (the title's cloth). */
export const WEAVE_BN: Record<string, string> = {
  'Banarasi Katan Silk': 'বেনারসি কাতান সিল্ক',
  'Shantipuri Tant': 'শান্তিপুরী তাঁত',
  'Phulia Tant': 'ফুলিয়া তাঁত',
  'Baluchari Silk': 'বালুচরী সিল্ক',
  'Dhakai Jamdani': 'ঢাকাই জামদানি',
  'Kantha Stitch Tussar': 'কাঁথা স্টিচ তসর',
  'Tussar Silk': 'তসর সিল্ক',
  'Katan Silk': 'কাতান সিল্ক',
  Chiffon: 'শিফন',
  Georgette: 'জর্জেট',
  'Cotton Handloom': 'সুতির তাঁত',
  'Bishnupuri Silk': 'বিষ্ণুপুরী সিল্ক',
  'Garad Silk': 'গরদ',
  'Dhakai Muslin': 'ঢাকাই মসলিন',
  'Murshidabad Silk': 'মুর্শিদাবাদ সিল্ক',
};

/** The motif word a saree title may carry ("Red Buti Katan Silk Saree"). */
export const MOTIF_BN: Record<string, string> = {
  Buti: 'বুটি',
  Meenakari: 'মীনাকারি',
  'Zari Jaal': 'জরি জাল',
  Paisley: 'কলকা',
  Checked: 'চেক',
  Striped: 'ডোরাকাটা',
  Jamdani: 'জামদানি',
  Ramayana: 'রামায়ণ',
  Mythological: 'পৌরাণিক',
  Floral: 'ফুলকাটা',
  Bird: 'পাখি-নকশা',
  Ghicha: 'ঘিচা',
  'Hand-painted': 'হাতে আঁকা',
  Sequin: 'চুমকি',
  Ombre: 'শেডেড',
  Embroidered: 'এমব্রয়ডারি',
  Bandhani: 'বাঁধনি',
  Leheriya: 'লেহেরিয়া',
  Sheer: 'ফিনফিনে',
  Swarnachari: 'স্বর্ণচরী',
  Plain: 'প্লেন',
  'Block Print': 'ব্লক প্রিন্ট',
  Kalamkari: 'কলমকারি',
  Batik: 'বাটিক',
};

/** The saree description's work phrase ("Red with gold zari buti" becomes "লাল জমিতে সোনালি জরির বুটি"). */
export const SAREE_WORK_BN: Record<string, string> = {
  'gold zari buti': 'সোনালি জরির বুটি',
  'kadhua meenakari jaal': 'কাড়ুয়া মীনাকারি জাল',
  'silver zari floral jaal': 'রুপোলি জরির ফুলেল জাল',
  'antique zari paisleys': 'অ্যান্টিক জরির কলকা',
  'woven thread buti': 'সুতোয় বোনা বুটি',
  'small checks': 'ছোট চেক',
  'tiny woven paisleys': 'বোনা ছোট কলকা',
  'fine stripes': 'সরু ডোরা',
  'jamdani-style woven motifs': 'জামদানি ঢঙে বোনা নকশা',
  'self stripes': 'একই রঙের ডোরা',
  'Ramayana panels woven on the pallu': 'আঁচলে বোনা রামায়ণের কাহিনি',
  'mythological scenes on the pallu': 'আঁচলে পৌরাণিক কাহিনির নকশা',
  'woven floral butis': 'বোনা ফুলের বুটি',
  'hand-woven jamdani motifs all over': 'সারা গায়ে হাতে বোনা জামদানি নকশা',
  'floral jaal in thread work': 'সুতোর কাজের ফুলেল জাল',
  'woven buti in contrast thread': 'উল্টো রঙের সুতোয় বোনা বুটি',
  'hand kantha embroidery of birds and flowers': 'হাতের কাঁথা স্টিচে পাখি আর ফুল',
  'kantha stitched floral vines': 'কাঁথা স্টিচের ফুলের লতা',
  'running-stitch paisleys': 'কাঁথা ফোঁড়ের কলকা',
  'natural tussar sheen and ghicha pallu': 'তসরের স্বাভাবিক জেল্লা, ঘিচা আঁচল',
  'hand-painted floral motifs': 'হাতে আঁকা ফুলের নকশা',
  'woven zari stripes on the pallu': 'আঁচলে জরির ডোরা',
  'copper zari stripes': 'তামা রঙা জরির ডোরা',
  'self-woven checks': 'একই রঙে বোনা চেক',
  'floral digital print': 'ফুলের ডিজিটাল প্রিন্ট',
  'scattered sequin work': 'ছড়ানো চুমকির কাজ',
  'ombre shading': 'হালকা থেকে গাঢ় শেড',
  'thread embroidery and stone work': 'সুতোর এমব্রয়ডারি আর পাথরের কাজ',
  'bandhani print': 'বাঁধনি প্রিন্ট',
  'leheriya print': 'লেহেরিয়া প্রিন্ট',
  'bold checks': 'বড় চেক',
  'woven stripes': 'বোনা ডোরা',
  'small thread butis': 'সুতোর ছোট বুটি',
  'woven golden butis': 'বোনা সোনালি বুটি',
  'swarnachari motifs on the pallu': 'আঁচলে স্বর্ণচরী নকশা',
  'small paisley butis': 'ছোট কলকা বুটি',
  'woven buti': 'বোনা বুটি',
  'a plain body and rich pallu': 'প্লেন জমি আর ভারী আঁচল',
  'sheer body with woven motifs': 'ফিনফিনে জমিতে বোনা নকশা',
  'fine zari jamdani work': 'সূক্ষ্ম জরির জামদানি কাজ',
  'hand block print': 'হাতের ব্লক প্রিন্ট',
  'kalamkari print': 'কলমকারি প্রিন্ট',
  'batik print': 'বাটিক প্রিন্ট',
};

/** Saree borders; "contrast maroon border" and "broad red border" are built from the colour. */
export const SAREE_BORDER_BN: Record<string, string> = {
  'temple border': 'টেম্পল পাড়',
  'broad zari border': 'চওড়া জরি পাড়',
  'kadhua border': 'কাড়ুয়া পাড়',
  'contrast border': 'উল্টো রঙের পাড়',
  'thin piping border': 'সরু পাইপিং পাড়',
  'ganga-jamuna border': 'গঙ্গা-যমুনা পাড়',
  'woven temple border': 'বোনা টেম্পল পাড়',
  'woven floral border': 'বোনা ফুলের পাড়',
  'paisley border': 'কলকা পাড়',
  'plain tussar border': 'প্লেন তসর পাড়',
  'stitched border': 'স্টিচ করা পাড়',
  'zari border': 'জরি পাড়',
  'lace border': 'লেস পাড়',
  'satin piping border': 'সাটিন পাইপিং পাড়',
  'embroidered border': 'এমব্রয়ডারি পাড়',
  'sequin border': 'চুমকি পাড়',
  'printed border': 'ছাপা পাড়',
  'broad red border': 'চওড়া লাল পাড়',
};

export const SAREE_LENGTH_BN: Record<string, string> = {
  '6.3 m with blouse piece': '৬.৩ মিটার, ব্লাউজ পিস সহ',
  '6.3 m with unstitched blouse piece': '৬.৩ মিটার, আনস্টিচড ব্লাউজ পিস সহ',
  '6.2 m with running blouse piece': '৬.২ মিটার, রানিং ব্লাউজ পিস সহ',
  '5.5 m without blouse piece': '৫.৫ মিটার, ব্লাউজ পিস ছাড়া',
  '6 m with blouse piece': '৬ মিটার, ব্লাউজ পিস সহ',
  '5.5 m, no blouse piece': '৫.৫ মিটার, ব্লাউজ পিস নেই',
};

/** Punjabi fabrics as a shop writes them before "পাঞ্জাবি". */
export const PUNJABI_FABRIC_BN: Record<string, string> = {
  Cotton: 'সুতির',
  Khadi: 'খাদি',
  'Khadi Cotton': 'খাদি সুতির',
  Silk: 'সিল্ক',
  'Art Silk': 'আর্ট সিল্ক',
  'Dupion Silk': 'ডুপিয়ন সিল্ক',
  'Tussar Silk': 'তসর সিল্ক',
  Linen: 'লিনেন',
  'Cotton Linen': 'সুতি-লিনেন',
  Jacquard: 'জ্যাকার্ড',
  'Cotton Silk': 'সুতি-সিল্ক',
  'Matka Silk': 'মটকা সিল্ক',
  'Handloom Cotton': 'তাঁতের সুতির',
};

/** Punjabi work: [title word, description phrase]. */
export const PUNJABI_WORK_BN: Record<string, readonly [string, string]> = {
  Embroidered: ['এমব্রয়ডারি', 'প্লাকেটে একই রঙের সুতোর এমব্রয়ডারি'],
  Chikankari: ['চিকনকারি', 'বুকে সাদা চিকনকারি কাজ'],
  Printed: ['ছাপা', 'ছোট ছোট ব্লক প্রিন্টের নকশা'],
  Plain: ['প্লেন', 'একই রঙের বুনটের প্লেন কাপড়'],
  'Kantha Stitch': ['কাঁথা স্টিচ', 'বুকে আর হাতার মুখে হাতের কাঁথা স্টিচ'],
  'Mirror Work': ['আয়নার কাজের', 'গলার চারপাশে আয়নার কাজ'],
  'Thread Work': ['সুতোর কাজের', 'কলার আর প্লাকেটে সূক্ষ্ম সুতোর কাজ'],
  'Kashmiri Embroidery': ['কাশ্মীরি এমব্রয়ডারি', 'সামনে কাশ্মীরি আরি এমব্রয়ডারি'],
  Festive: ['উৎসবের', 'জরির পাইপিং আর বোনা জ্যাকার্ড নকশা'],
  Jamdani: ['জামদানি', 'সামনে বোনা জামদানি নকশা'],
};

export const PUNJABI_COLLAR_BN: Record<string, string> = {
  'mandarin collar': 'ম্যান্ডারিন কলার',
  'Chinese collar with concealed placket': 'চাইনিজ কলার, লুকোনো বোতাম',
  'band collar with wooden buttons': 'বন্ধ গলা, কাঠের বোতাম',
  'band collar with metal buttons': 'বন্ধ গলা, ধাতুর বোতাম',
  'round neck with side placket': 'গোল গলা, পাশে বোতাম',
};

export const PUNJABI_LENGTH_BN: Record<string, string> = {
  'Knee length': 'হাঁটু পর্যন্ত লম্বা',
  'Mid-thigh short punjabi': 'ছোট পাঞ্জাবি, ঊরুর মাঝামাঝি',
  'Long kurta length': 'লম্বা কুর্তা ঝুল',
};

/** " with Pyjama" and " with Dhoti", the set a punjabi comes with. */
export const PUNJABI_SET_BN: Record<string, string> = {
  ' with Pyjama': 'পাজামা',
  ' with Dhoti': 'ধুতি',
};

export const TEE_KIND_BN: Record<string, string> = {
  'Round Neck T-Shirt': 'গোল গলা টি-শার্ট',
  'V-Neck T-Shirt': 'ভি-গলা টি-শার্ট',
  'Polo T-Shirt': 'কলার দেওয়া পোলো টি-শার্ট',
  'Henley T-Shirt': 'হেনলি টি-শার্ট',
  'Oversized T-Shirt': 'ঢিলেঢালা ওভারসাইজ টি-শার্ট',
};

/** T-shirt styles: [title word, description phrase]. */
export const TEE_STYLE_BN: Record<string, readonly [string, string]> = {
  Solid: ['প্লেন', 'এক রঙা, রিব করা গলা'],
  Striped: ['ডোরাকাটা', 'সুতো রং করে বোনা আড়াআড়ি ডোরা'],
  Printed: ['ছাপা', 'বুকে নরম স্ক্রিন প্রিন্ট'],
  'Graphic Print': ['গ্রাফিক প্রিন্ট', 'সামনে বড় গ্রাফিক প্রিন্ট'],
  'Kolkata Tram Print': ['কলকাতার ট্রাম ছাপা', 'বুকে হাতে আঁকা কলকাতার ট্রামের ছবি'],
  'Bengali Alphabet Print': ['বর্ণমালা ছাপা', 'মজার বাংলা বর্ণমালা ছাপা (অ আ ক খ)'],
  'Colour-block': ['দু-রঙা', 'উল্টো রঙের প্যানেল'],
};

export const TEE_FABRIC_BN: Record<string, string> = {
  'pique cotton': 'পিকে সুতি',
  '100% combed cotton, 180 GSM': '১০০% কোম্বড সুতি, ১৮০ জিএসএম',
  'bio-washed cotton': 'বায়ো-ওয়াশড সুতি',
  'cotton-lycra stretch': 'সুতি-লাইক্রা, টানলে বাড়ে',
  'pre-shrunk cotton jersey': 'প্রি-শ্রাঙ্ক সুতির জার্সি, ধুলে ছোট হয় না',
};

export const TEE_FIT_BN: Record<string, string> = {
  'relaxed drop-shoulder fit': 'ঢিলে ড্রপ-শোল্ডার ফিট',
  'regular fit': 'রেগুলার ফিট',
  'slim fit': 'স্লিম ফিট',
};

export const BLAZER_KIND_BN: Record<string, string> = {
  'Slim Fit Blazer': 'স্লিম ফিট ব্লেজার',
  'Two-Button Blazer': 'দুই বোতামের ব্লেজার',
  'Double-Breasted Blazer': 'ডাবল ব্রেস্টেড ব্লেজার',
  'Jodhpuri Bandhgala': 'যোধপুরী বন্ধগলা',
  'Linen Blazer': 'লিনেন ব্লেজার',
  'Wool Blend Blazer': 'উল মেশানো ব্লেজার',
  'Velvet Party Blazer': 'ভেলভেটের পার্টি ব্লেজার',
  'Jacquard Wedding Blazer': 'জ্যাকার্ড বিয়ের ব্লেজার',
  'Tweed Blazer': 'টুইড ব্লেজার',
  'Shawl Lapel Tuxedo Blazer': 'শাল ল্যাপেল টাক্সিডো ব্লেজার',
};

/** The blazer description's words: fabric, front, lining. */
export const BLAZER_WORDS_BN: Record<string, string> = {
  linen: 'লিনেনের',
  'wool blend': 'উল মেশানো',
  velvet: 'ভেলভেটের',
  jacquard: 'জ্যাকার্ড',
  tweed: 'টুইডের',
  'poly-viscose': 'পলি-ভিসকোস',
  'terry rayon': 'টেরি রেয়ন',
  blazer: 'ব্লেজার',
  bandhgala: 'বন্ধগলা',
  'band collar with antique brass buttons': 'বন্ধ গলা, অ্যান্টিক পিতলের বোতাম',
  'satin shawl lapel': 'সাটিনের শাল ল্যাপেল',
  'notch lapel': 'নচ ল্যাপেল',
  'peak lapel': 'পিক ল্যাপেল',
  'six buttons': 'ছয় বোতাম',
  'two buttons': 'দুই বোতাম',
  'single button': 'এক বোতাম',
  'fully lined': 'পুরো লাইনিং',
  'half lined': 'হাফ লাইনিং',
  'satin lined': 'সাটিনের লাইনিং',
  'with pocket square': 'সঙ্গে পকেট স্কোয়ার',
};

/** Looks a part up and fails loudly when a word list gained an entry without its Bengali. */
export function bn<T>(table: Record<string, T>, english: string): T {
  const found = table[english];
  if (found === undefined) throw new Error(`No Bengali for "${english}": add it to site/sample/names/bengali.ts`);
  return found;
}
