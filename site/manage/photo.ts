/**
 * Product photos from a phone's camera or gallery, stored as `photos/{id}` documents (Cloud Storage cannot be
 * emulated here, and a document needs no second service): the one module that knows their shape, which
 * `npm run publish` reads back. The photo is decoded upright (the camera's EXIF orientation applied), made at
 * most 1 600 px on its longest side and re-encoded by a canvas as JPEG, which keeps no EXIF at all (the
 * place where it was taken included), at the best quality that stays within 900 KB.
 */
import { Bytes, collection, doc, getDoc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';

export const PHOTOS = 'photos';
export const MAX_SIDE = 1600;
/** The document limit is 1 MiB; the rules hold `data` to this, leaving room for the other fields. */
export const MAX_BYTES = 900 * 1000;
/** A file bigger than this is no phone photo (40 MB: a 200-megapixel camera's JPEG is about 30). */
const MAX_FILE = 40 * 1024 * 1024;
/** 12 000 × 12 000: beyond it a phone runs out of memory decoding it. */
const MAX_PIXELS = 144_000_000;
const QUALITIES = [0.85, 0.78, 0.7, 0.6, 0.5, 0.4];

export type PhotoProblem = 'heic' | 'damaged' | 'huge' | 'notImage';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

export interface PreparedPhoto {
  bytes: Uint8Array;
  type: 'image/jpeg';
  width: number;
  height: number;
}

/** The `photos/{id}` document (DATA.md). */
export interface PhotoDoc {
  data: Bytes;
  type: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  uploadedBy: string;
  uploadedAt: unknown;
}

/** HEIC/HEIF files start with an ISO box `ftyp` whose brand names them, whatever the file is called. */
async function isHeic(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const brand = String.fromCharCode(...head.slice(4, 12));
  return /^ftyp(heic|heix|hevc|heim|heis|mif1|msf1)/.test(brand);
}

/** Resizes and re-encodes `file`; `progress` hears 0 → 1. Throws a PhotoError naming what is wrong. */
export async function preparePhoto(file: File, progress: (done: number) => void = () => {}): Promise<PreparedPhoto> {
  progress(0.05);
  if (/heic|heif/i.test(file.type) || /\.hei[cf]$/i.test(file.name) || (await isHeic(file)))
    throw new PhotoError('heic');
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError('notImage');
  if (file.size > MAX_FILE) throw new PhotoError('huge');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('damaged');
  }
  progress(0.4);
  try {
    if (bitmap.width * bitmap.height > MAX_PIXELS) throw new PhotoError('huge');
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('huge');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    progress(0.6);
    for (const [i, quality] of QUALITIES.entries()) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      progress(0.6 + (0.4 * (i + 1)) / QUALITIES.length);
      if (blob.size <= MAX_BYTES) {
        progress(1);
        return { bytes: new Uint8Array(await blob.arrayBuffer()), type: 'image/jpeg', width, height };
      }
    }
    throw new PhotoError('huge');
  } finally {
    bitmap.close();
  }
}

/** Adds the photo's document to `batch`; returns its id, which the product's `photo` field names. */
export function addPhoto(db: Firestore, batch: WriteBatch, photo: PreparedPhoto, by: string): string {
  const ref = doc(collection(db, PHOTOS));
  const record: PhotoDoc = {
    data: Bytes.fromUint8Array(photo.bytes),
    type: photo.type,
    width: photo.width,
    height: photo.height,
    uploadedBy: by,
    uploadedAt: serverTimestamp(),
  };
  batch.set(ref, record);
  return ref.id;
}

/** An object URL of a stored photo, for the form's preview; null when it is not there (yet). */
export async function photoUrl(db: Firestore, id: string): Promise<string | null> {
  const snapshot = await getDoc(doc(db, PHOTOS, id)).catch(() => null);
  const data = snapshot?.data() as PhotoDoc | undefined;
  if (!data) return null;
  return URL.createObjectURL(new Blob([data.data.toUint8Array() as BlobPart], { type: data.type }));
}
