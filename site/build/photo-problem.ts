/**
 * Whether a photo file can be read to its last pixel, and if not, what the staff should do, in plain words.
 * `npm run check` asks it of every photo, the spreadsheet import of every photo a row names, and the build of
 * every photo it encodes, so a damaged copy is named wherever it is met, never as an encoder's error.
 */
import { open } from 'node:fs/promises';
import sharp from 'sharp';

export const DAMAGED = 'damaged (the copy was cut off or the file is not a photo): copy it again from the phone.';
export const HEIC =
  'an iPhone HEIC photo with a .jpg name, which the site cannot show: on the iPhone set Settings › Camera › ' +
  'Formats › Most Compatible, or send the photo to yourself on WhatsApp and save that copy.';
/** The same for a HEIC photo that kept its own name (IMG_1234.HEIC), which the build does not read at all. */
export const HEIC_NAMED = HEIC.replace(' with a .jpg name', '');

/** The first bytes of a HEIC/HEIF file: an ISO box `ftyp` with a HEIF brand. */
function isHeic(head: Buffer): boolean {
  if (head.toString('latin1', 4, 8) !== 'ftyp') return false;
  return /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.toString('latin1', 8, 12));
}

/** null when the photo decodes completely; otherwise the problem, as a sentence to follow the file's name. */
export async function photoProblem(file: string): Promise<string | null> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
  } catch {
    return 'cannot be opened: check that the file is there and not open in another program.';
  }
  if (isHeic(head)) return /\.hei[cf]$/i.test(file) ? HEIC_NAMED : HEIC;
  try {
    // `failOn: 'truncated'` makes a cut-off JPEG or PNG an error instead of a grey lower half. The small size lets
    // a JPEG decode at an eighth of its scale, which still reads every byte: a 12-megapixel photo in half the time.
    await sharp(file, { failOn: 'truncated' }).resize({ width: 64 }).raw().toBuffer();
    return null;
  } catch {
    return DAMAGED;
  }
}
