/** Why a collection could not be loaded; the catalogue turns each into advice for the shopper. */
export type LoadFailure =
  | 'offline' // fetch rejected: no connection, DNS, CORS
  | 'timeout' // no answer in time
  | 'http' // the server answered with an error status
  | 'not-json' // the answer was not JSON
  | 'bad-shape' // JSON, but not a list of records
  | 'permission' // Firestore permission-denied
  | 'unavailable' // Firestore unavailable / any other Firestore failure
  | 'chunk'; // the Firestore code itself failed to load

export class CatalogueLoadError extends Error {
  readonly kind: LoadFailure;
  readonly status: number | undefined;
  constructor(kind: LoadFailure, message: string, status?: number) {
    super(message);
    this.name = 'CatalogueLoadError';
    this.kind = kind;
    this.status = status;
  }
}
