/**
 * The staff's product photos, as the shop manager stores them: one Firestore document per photo, `photos/{id}`,
 * holding the bytes (Cloud Storage cannot be emulated here, so it cannot be tested; a photo resized on the phone
 * fits well under Firestore's 1 MiB document limit). Everything that reads or writes a photo goes through this
 * module, so moving the photos to Cloud Storage means another `PhotoStore`, not another build.
 *
 * A product names its photo with `photo: "<id>"`; the build turns it into the product's responsive images
 * (site/build/product-photos.ts), so shoppers never read a photo from Firestore.
 */
import type { Firestore } from 'firebase-admin/firestore';

/** The collection of the photo documents. */
export const PHOTOS = 'photos';
/** The types a stored photo may have (firestore.rules checks the same). */
export const PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** The most bytes a stored photo may have (firestore.rules checks the same): under the 1 MiB document limit. */
export const MAX_PHOTO_BYTES = 900 * 1024;

/** A photo as stored: its bytes (EXIF removed, longest side at most 1 600 px) and their type. */
export interface StoredPhoto {
  bytes: Uint8Array;
  type: PhotoType;
}

export interface PhotoStore {
  /** The photo, or why it cannot be shown (words to follow "photos/<id>: "), or null when there is none. */
  read(id: string): Promise<StoredPhoto | string | null>;
  /**
   * Each photo's version, read without its bytes (null: there is none). A photo's bytes never change without a new
   * version, so this tells a check for changes all it needs at a fraction of the cost of reading every photo.
   */
  versions(ids: readonly string[]): Promise<Map<string, string | null>>;
  /** Stores a photo (the shop manager's upload; the tests' seed). */
  write(id: string, photo: StoredPhoto & { width: number; height: number }, uploadedBy: string): Promise<void>;
}

/** Bytes as either SDK gives them: a Buffer (Admin SDK) or a `Bytes` with toUint8Array() (web SDK). */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  const bytes = value as { toUint8Array?: () => Uint8Array } | null;
  return typeof bytes?.toUint8Array === 'function' ? bytes.toUint8Array() : undefined;
}

/** The photo a `photos/{id}` document holds, or what is wrong with the document. */
export function photoFromDocument(fields: Record<string, unknown>): StoredPhoto | string {
  const bytes = bytesOf(fields.data);
  if (!bytes || bytes.length === 0) return 'no photo in its "data" field: upload the photo again.';
  if (!(PHOTO_TYPES as readonly unknown[]).includes(fields.type))
    return `its type ${JSON.stringify(fields.type)} is not a JPEG or WebP photo: upload the photo again.`;
  if (bytes.length > MAX_PHOTO_BYTES)
    return `${Math.round(bytes.length / 1024)} KB, more than ${MAX_PHOTO_BYTES / 1024} KB: upload it again from the shop manager, which makes it smaller.`;
  return { bytes, type: fields.type as PhotoType };
}

/** The photos kept in Firestore documents, through the Admin SDK (the build and `npm run publish`). */
export function firestorePhotoStore(db: Firestore): PhotoStore {
  return {
    async read(id) {
      const doc = await db.collection(PHOTOS).doc(id).get();
      return doc.exists ? photoFromDocument(doc.data()!) : null;
    },
    async versions(ids) {
      if (ids.length === 0) return new Map();
      // Only the small `type` field comes back; the document's update time is its version.
      const docs = await db.getAll(...ids.map((id) => db.collection(PHOTOS).doc(id)), { fieldMask: ['type'] });
      return new Map(
        docs.map((doc) => [doc.id, doc.exists ? `${doc.updateTime!.seconds}.${doc.updateTime!.nanoseconds}` : null]),
      );
    },
    async write(id, { bytes, type, width, height }, uploadedBy) {
      const { FieldValue } = await import('firebase-admin/firestore');
      await db
        .collection(PHOTOS)
        .doc(id)
        .create({
          data: Buffer.from(bytes),
          type,
          width,
          height,
          uploadedBy,
          uploadedAt: FieldValue.serverTimestamp(),
        });
    },
  };
}
