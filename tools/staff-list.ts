/**
 * The staff list in Firestore (`staff/{email}`: role, addedBy, addedAt), written through the Admin SDK
 * (tools/firestore-admin.ts), which firestore.rules do not hold: this is how the first owner gets on the list, and
 * how an owner locked out gets back in. tools/staff.ts checks the address and says what happened.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ToolError, staffCommand } from './errors.js';
import { withAdminFirestore } from './firestore-admin.js';

export type Role = 'owner' | 'staff';

/** Who the Admin SDK's entries are added by: this command, not a person signed in. */
export const ADDED_BY = 'npm run staff';

const day = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString().slice(0, 10) : '?');

/** The note printed when an owner stops being one: without an owner, only this command can change the list. */
const noOwnerLeft = (command: string) =>
  `Nobody on the staff list is an owner now, so nobody can change the list or the shop's settings in the shop manager. To make someone owner, type: ${command}`;

export async function addStaff(email: string, role: Role, project?: string): Promise<string> {
  return withAdminFirestore(project, async ({ db, where }) => {
    const ref = db.collection('staff').doc(email);
    const before = await ref.get();
    const was = before.exists ? (before.get('role') as unknown) : undefined;
    if (was === role) return `${email} is already on the staff list as ${role} (${where}). Nothing changed.`;
    await ref.set({ role, addedBy: ADDED_BY, addedAt: FieldValue.serverTimestamp() });
    const can =
      role === 'owner'
        ? 'They can change products, photos, the shop settings and the staff list'
        : 'They can change products and photos and ask for a publish';
    if (was === undefined)
      return `Added ${email} as ${role} (${where}). ${can} in the shop manager (/manage on the site), once they sign in there with this address.`;
    const lines = [`${email} was ${String(was)} and is now ${role} (${where}). ${can}.`];
    if (was === 'owner' && (await db.collection('staff').where('role', '==', 'owner').limit(1).get()).empty)
      lines.push(noOwnerLeft(staffCommand(['add', 'YOUR-EMAIL', '--owner'])));
    return lines.join('\n');
  });
}

export async function removeStaff(email: string, project?: string): Promise<string> {
  return withAdminFirestore(project, async ({ db, where }) => {
    const ref = db.collection('staff').doc(email);
    const before = await ref.get();
    if (!before.exists)
      throw new ToolError(
        `${email} is not on the staff list (${where}), so nothing was removed. To see who is, type: ${staffCommand(['list'])}`,
      );
    await ref.delete();
    const lines = [
      `Removed ${email} from the staff list (${where}). They can no longer change anything in the shop manager.`,
    ];
    if (
      before.get('role') === 'owner' &&
      (await db.collection('staff').where('role', '==', 'owner').limit(1).get()).empty
    )
      lines.push(noOwnerLeft(staffCommand(['add', 'YOUR-EMAIL', '--owner'])));
    return lines.join('\n');
  });
}

export async function listStaff(project?: string): Promise<string> {
  return withAdminFirestore(project, async ({ db, where }) => {
    const snapshot = await db.collection('staff').get();
    if (snapshot.empty)
      return `The staff list is empty (${where}). Add the owner first: ${staffCommand(['add', 'YOUR-EMAIL', '--owner'])}`;
    const people = snapshot.docs
      .map((doc) => ({
        email: doc.id,
        role: String(doc.get('role')),
        by: String(doc.get('addedBy') ?? '?'),
        at: day(doc.get('addedAt')),
      }))
      .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.email.localeCompare(b.email));
    const width = Math.max(...people.map((p) => p.email.length));
    const lines = people.map((p) => `  ${p.role.padEnd(5)}  ${p.email.padEnd(width)}  added ${p.at} by ${p.by}`);
    const owners = people.filter((p) => p.role === 'owner').length;
    const head = `Staff list (${where}): ${people.length === 1 ? '1 person' : `${people.length} people`}, ${owners === 1 ? '1 owner' : `${owners} owners`}.`;
    return [head, ...lines].join('\n');
  });
}
