/**
 * Firestore through the Admin SDK for the staff's commands (`npm run catalogue -- push`, `npm run staff`): which
 * project, which credentials, one app per run. Credentials come from the environment the SDK reads
 * (GOOGLE_APPLICATION_CREDENTIALS, or FIRESTORE_EMULATOR_HOST for the emulator) and are never printed. The Admin
 * SDK is not held to firestore.rules.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ToolError } from './errors.js';

/** The project: --project, then the environment, then `firebase use` (.firebaserc). */
export function projectId(given: string | undefined): string {
  if (given) return given;
  const fromEnv = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  try {
    const rc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects?: { default?: string } };
    if (rc.projects?.default) return rc.projects.default;
  } catch {
    // no .firebaserc yet: say how to make one below
  }
  throw new ToolError(
    'Say which Firebase project: add --project YOUR-PROJECT-ID, or choose it once with `npm run firebase -- use --add`.',
  );
}

export interface AdminFirestore {
  db: Firestore;
  /** "Firestore, project X" or "Firestore emulator, project X", for messages. */
  where: string;
}

/**
 * Runs `work` with the project's Firestore, after checking that there are credentials and a project (each
 * missing one stops with what to do), and closes the connection after it.
 */
export async function withAdminFirestore<T>(
  project: string | undefined,
  work: (firestore: AdminFirestore) => Promise<T>,
): Promise<T> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new ToolError(
      'No Firestore credentials: set GOOGLE_APPLICATION_CREDENTIALS to the path of the service-account key file ' +
        '(Firebase console → Project settings → Service accounts → Generate new private key). Keep that file ' +
        'out of the project folder and never send it to anyone.',
    );
  }
  const id = projectId(project);
  const app = initializeApp({ projectId: id }, `admin-${process.pid}-${Date.now()}`);
  try {
    const where = emulator ? `Firestore emulator, project ${id}` : `Firestore, project ${id}`;
    return await work({ db: getFirestore(app), where });
  } finally {
    await deleteApp(app);
  }
}
